import { addFault } from "../../mock-api/faults";
import { store } from "../../mock-api/store";
import { unsubscribe } from "../../mock-api/subscriptions";
import { routeShopper, setupRouteTests } from "../../tests/route-shopper";

setupRouteTests();

const keys = async (path: string, shopper = routeShopper()) => (await shopper.shell(path)).popups.map((popup) => popup.key);

describe("the page's popups (shell)", () => {
  it("lists the marketing popup and, after it, the campaign's on the pages the campaign names", async () => {
    for (const path of ["/", "/shop-all", "/shop-all/rings"]) {
      const { popups } = await routeShopper().shell(path);
      expect(popups.map((popup) => popup.key), path).toEqual(["1", "campaign-1"]);
      expect(popups[1]).toMatchObject({ frequency: 4, priority: 0, title: null });
      expect(popups[1].content).toContain("<h2>The Solstice edit</h2>");
    }
  });

  it("gives the popup that asks to join the newsletter's form, and a content that does not repeat its title", async () => {
    const [marketing, campaign] = (await routeShopper().shell("/")).popups;
    expect(marketing).toMatchObject({ title: "Welcome to the Maison", newsletter: true });
    expect(marketing.content).not.toContain("Welcome to the Maison");
    expect(campaign).not.toHaveProperty("newsletter");
  });

  it("leaves the campaign's popup out elsewhere", async () => {
    expect(await keys("/about")).toEqual(["1"]);
    expect(await keys("/product/celeste-solitaire-ring")).toEqual(["1"]);
  });

  it("cleans the campaign's popup text as the popups' content", async () => {
    store.campaign!.translations[0].popup_text = '<p onclick="alert(1)">Solstice</p><script>alert(2)</script><a href="javascript:alert(3)">Shop</a>';
    const campaign = (await routeShopper().shell("/")).popups.find((popup) => popup.key === "campaign-1");
    expect(campaign?.content).toBe("<p>Solstice</p><a>Shop</a>");
  });

  it("serves the marketing popups when the campaign fails, and the page without popups when they fail", async () => {
    addFault({ path: "/api/v1/campaign-discount", status: 500 });
    expect(await keys("/")).toEqual(["1"]);
    addFault({ path: "/api/v1/popups", status: 500 });
    expect(await keys("/about")).toEqual([]);
  });

  it("does not ask a subscribed shopper to join the newsletter, nor one whose subscription cannot be read", async () => {
    const shopper = routeShopper();
    expect((await shopper.signIn()).status).toBe(302);
    // The demo shopper starts subscribed.
    expect(await keys("/", shopper)).toEqual(["campaign-1"]);
    addFault({ path: "/api/v1/users/subscriptions", status: 500 });
    expect(await keys("/", shopper)).toEqual(["campaign-1"]);
  });

  it("asks a signed-in shopper who has not joined", async () => {
    const shopper = routeShopper();
    await shopper.signIn();
    unsubscribe("demo@maison-lumiere.example");
    expect(await keys("/", shopper)).toEqual(["1", "campaign-1"]);
  });
});
