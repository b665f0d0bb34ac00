import { addFault } from "../../mock-api/faults";
import { store } from "../../mock-api/store";
import { routeShopper, setupRouteTests } from "../../tests/route-shopper";

import { loader } from "./resources.popups";

setupRouteTests();

type Popups = { popups: Array<{ key: string; frequency: number; priority: number; title: string | null; content: string }> };

async function popupsFor(url: string) {
  const answer = await routeShopper().get((request) => loader({ request, params: {}, context: {} }), `/resources/popups?url=${encodeURIComponent(url)}`);
  expect(answer.status).toBe(200);
  return (answer.data as Popups).popups;
}

describe("GET /resources/popups", () => {
  it("lists the marketing popup and, after it, the campaign's on the pages the campaign names", async () => {
    for (const path of ["/", "/shop-all", "/shop-all/rings"]) {
      const popups = await popupsFor(path);
      expect(popups.map((popup) => popup.key), path).toEqual(["1", "campaign-1"]);
      expect(popups[1]).toMatchObject({ frequency: 4, priority: 0, title: null });
      expect(popups[1].content).toContain("<h2>The Solstice edit</h2>");
    }
  });

  it("gives the popup that asks to join the newsletter's form, and a content that does not repeat its title", async () => {
    const [marketing, campaign] = await popupsFor("/");
    expect(marketing).toMatchObject({ title: "Welcome to the Maison", newsletter: true });
    expect(marketing.content).not.toContain("Welcome to the Maison");
    expect(campaign).not.toHaveProperty("newsletter");
  });

  it("leaves the campaign's popup out elsewhere", async () => {
    expect((await popupsFor("/about")).map((popup) => popup.key)).toEqual(["1"]);
    expect((await popupsFor("/product/celeste-solitaire-ring")).map((popup) => popup.key)).toEqual(["1"]);
  });

  it("cleans the campaign's popup text as the popups' content", async () => {
    store.campaign!.translations[0].popup_text = '<p onclick="alert(1)">Solstice</p><script>alert(2)</script><a href="javascript:alert(3)">Shop</a>';
    const campaign = (await popupsFor("/")).find((popup) => popup.key === "campaign-1");
    expect(campaign?.content).toBe("<p>Solstice</p><a>Shop</a>");
  });

  it("serves the marketing popups when the campaign fails", async () => {
    addFault({ path: "/api/v1/campaign-discount", status: 500 });
    expect((await popupsFor("/")).map((popup) => popup.key)).toEqual(["1"]);
  });
});
