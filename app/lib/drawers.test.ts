import { activeDrawer, closeDrawerHref, drawerHref, onlyDrawerChanged, signInOverHref } from "./drawers";

const q = (s: string) => new URLSearchParams(s);

describe("activeDrawer", () => {
  it("opens sign-in for any drawer value when signed out", () => {
    expect(activeDrawer(q("drawer=1"), false)).toBe("sign-in");
    expect(activeDrawer(q("drawer="), false)).toBe("sign-in");
  });

  it("ignores drawer when signed in", () => {
    expect(activeDrawer(q("drawer=1"), true)).toBeNull();
  });

  it("opens a named panel", () => {
    expect(activeDrawer(q("panel=cart"), false)).toBe("cart");
    expect(activeDrawer(q("panel=email-us"), true)).toBe("email-us");
  });

  it("sends signed-out favorites to sign-in", () => {
    expect(activeDrawer(q("panel=favorites"), false)).toBe("sign-in");
    expect(activeDrawer(q("panel=favorites"), true)).toBe("favorites");
  });

  it("ignores unknown panels", () => {
    expect(activeDrawer(q("panel=<script>"), false)).toBeNull();
  });
});

describe("drawer links", () => {
  it("keep the page's own query", () => {
    expect(drawerHref("/faq", "?a=1&panel=cart", "email-us")).toBe("/faq?a=1&panel=email-us");
    expect(drawerHref("/", "", "sign-in")).toBe("/?drawer=1");
  });

  it("close by removing the drawer, panel and redirect", () => {
    expect(closeDrawerHref("/", "?drawer=1&redirect=%2Forders")).toBe("/");
    expect(closeDrawerHref("/faq", "?a=1&panel=cart")).toBe("/faq?a=1");
  });
});

describe("onlyDrawerChanged", () => {
  const u = (s: string) => new URL(s, "http://x");
  it("is true when only drawer params differ", () => {
    expect(onlyDrawerChanged(u("/faq?a=1"), u("/faq?a=1&panel=cart"))).toBe(true);
  });
  it("is true when only an alert opens or closes", () => {
    expect(onlyDrawerChanged(u("/shop-all"), u("/shop-all?alert=no-default-sku"))).toBe(true);
    expect(onlyDrawerChanged(u("/shop-all?alert=no-default-sku"), u("/shop-all"))).toBe(true);
  });
  it("is false for a new path or query", () => {
    expect(onlyDrawerChanged(u("/faq"), u("/about?panel=cart"))).toBe(false);
    expect(onlyDrawerChanged(u("/faq?a=1"), u("/faq?a=2&panel=cart"))).toBe(false);
  });
});

describe("signInOverHref", () => {
  it("opens sign-in over the same page, with the way back to it", () => {
    expect(signInOverHref("/shop-all?sort=newest")).toBe("/shop-all?sort=newest&drawer=1&redirect=%2Fshop-all%3Fsort%3Dnewest");
  });

  it("leaves out any drawer, panel or older redirect the page had open", () => {
    const href = signInOverHref("/favorites?panel=favorites&redirect=%2Fprofile");
    expect(href).toBe("/favorites?drawer=1&redirect=%2Ffavorites");
  });
});

