// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { useLocation } from "@remix-run/react";
import { fireEvent, render, screen, within } from "@testing-library/react";

import { SITE_FORMS } from "~/site-forms";

import { AppDrawers } from "./AppDrawers";
import { MobileMenu } from "./MobileMenu";
import { SiteFormsProvider } from "./SiteForms";

const EMAIL_US = { title: "Email us", subTitle: "", subject: "Subject", full_name: "First name", last_name: "Last name", email: "Email", text_area: "Message", button_text: "Send" };

/** The mobile menu over a page with the store's drawers, and the URL it leads to. */
function renderMenu(signedIn: boolean, path = "/shop-all?sort=newest") {
  function Page() {
    const location = useLocation();
    return (
      <>
        <MobileMenu items={[]} signedIn={signedIn} cartCount={null} favoritesCount={signedIn ? 3 : null} />
        <AppDrawers
          signedIn={signedIn}
          cart={{ lines: [], subtotal: 0, shippingNote: null, digitalOnly: false, failed: false, delayNotice: null }}
          express={[]}
          emailUs={EMAIL_US}
          contactEmail={null}
          loginFooterHtml={null}
          favorites={signedIn ? { failed: false, count: 3, drawer: [] } : null}
          cartNotice={null}
        />
        <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      </>
    );
  }
  const Stub = createRemixStub([{ path: "*", Component: Page }]);
  const view = render(<SiteFormsProvider value={SITE_FORMS}><Stub initialEntries={[path]} /></SiteFormsProvider>);
  const menu = view.container.querySelector<HTMLDetailsElement>("details.mobile-menu")!;
  menu.open = true;
  return { menu };
}

describe("MobileMenu's Wishlist (spec 2: it does what the header's favorites do)", () => {
  it("opens the sign-in drawer over the same page for a signed-out shopper, and the menu closes", async () => {
    const { menu } = renderMenu(false);
    const wishlist = within(menu).getByRole("link", { name: "Wishlist" });
    expect(wishlist).toHaveAttribute("href", "/shop-all?sort=newest&drawer=1");
    expect(screen.queryByRole("dialog", { name: "Sign in" })).toBeNull();

    fireEvent.click(wishlist);
    expect(await screen.findByRole("dialog", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByTestId("url")).toHaveTextContent(/^\/shop-all\?sort=newest&drawer=1$/);
    expect(screen.queryByRole("dialog", { name: "My favorites" })).toBeNull();
    expect(menu.open).toBe(false);
  });

  it("opens the favorites drawer for a signed-in shopper", async () => {
    const { menu } = renderMenu(true);
    fireEvent.click(within(menu).getByRole("link", { name: "Wishlist (3)" }));
    expect(await screen.findByRole("dialog", { name: "My favorites" })).toBeInTheDocument();
    expect(screen.getByTestId("url")).toHaveTextContent(/^\/shop-all\?sort=newest&panel=favorites$/);
    expect(screen.queryByRole("dialog", { name: "Sign in" })).toBeNull();
  });
});

describe("MobileMenu's ways out", () => {
  it("closes by its close button, the focus back on the toggle; without JavaScript the button reloads this very page", async () => {
    const { menu } = renderMenu(false);
    const close = within(menu).getByRole("link", { name: "Close menu" });
    expect(close).toHaveAttribute("href", "/shop-all?sort=newest");
    fireEvent.click(close);
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector("summary"));
    expect(screen.getByTestId("url")).toHaveTextContent(/^\/shop-all\?sort=newest$/);
  });

  it("closes by its overlay, which leads to this page as well", () => {
    const { menu } = renderMenu(false);
    const overlay = menu.querySelector<HTMLAnchorElement>(".mobile-menu__overlay")!;
    expect(overlay).toHaveAttribute("href", "/shop-all?sort=newest");
    expect(overlay).toHaveAttribute("aria-hidden", "true");
    fireEvent.click(overlay);
    expect(menu.open).toBe(false);
  });
});
