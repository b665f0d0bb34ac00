import {
  BANNER_BACKGROUND,
  BANNER_TEXT,
  type BrowserPopup,
  type CampaignFields,
  campaignPopup,
  contrastRatio,
  pageMatches,
  promotionBanner,
  withCampaignPopup,
} from "./campaign";
import { popupRules } from "./popup-check";
import { POPUP_FREQUENCY } from "./popup-keys";

const { pickPopup, recordClosed } = popupRules(POPUP_FREQUENCY);

const makeCampaign = (overrides: Partial<CampaignFields> = {}, text: CampaignFields["mixedTranslation"] = {}): CampaignFields => ({
  id: 7,
  is_popup: true,
  frequency: POPUP_FREQUENCY.perDay,
  pages: [],
  promotion_banner: true,
  promotion_banner_file: "https://api.example.com/media/collections/celeste.svg",
  promotion_banner_options: null,
  ...overrides,
  mixedTranslation: { popup_text: "<p>The solstice edit</p>", promotion_banner_text: "<p>Gift-wrapped by hand</p>", ...text },
});

const marketing = (key: string, priority: number, frequency: number = POPUP_FREQUENCY.eachView): BrowserPopup => ({
  key,
  frequency,
  priority,
  title: "Welcome",
  content: "<p>Welcome</p>",
});

describe("pageMatches", () => {
  it("takes an empty list for every page", () => {
    expect(pageMatches([], "/")).toBe(true);
    expect(pageMatches([], "/product/celeste-solitaire-ring")).toBe(true);
  });

  it("matches a path exactly, trailing slash, query and fragment aside", () => {
    const pages = ["/", "/shop-all"];
    expect(pageMatches(pages, "/")).toBe(true);
    expect(pageMatches(pages, "/shop-all")).toBe(true);
    expect(pageMatches(pages, "/shop-all/")).toBe(true);
    expect(pageMatches(pages, "/shop-all?sort=price")).toBe(true);
    expect(pageMatches(["/shop-all/"], "/shop-all")).toBe(true);
    expect(pageMatches(pages, "/shop-all/rings")).toBe(false);
    expect(pageMatches(pages, "/about")).toBe(false);
    expect(pageMatches(pages, "/Shop-All")).toBe(false);
  });

  it("matches a prefix when the entry ends in *", () => {
    expect(pageMatches(["/shop-all*"], "/shop-all")).toBe(true);
    expect(pageMatches(["/shop-all*"], "/shop-all/rings")).toBe(true);
    expect(pageMatches(["/shop-all/*"], "/shop-all/rings")).toBe(true);
    expect(pageMatches(["/shop-all/*"], "/shop-all")).toBe(false);
    expect(pageMatches(["/shop-all*"], "/search/rings")).toBe(false);
    expect(pageMatches(["*"], "/about")).toBe(true);
  });

  it("reads a * elsewhere as a character, and matches nothing with an entry that is not a path", () => {
    expect(pageMatches(["/shop*all"], "/shop-all")).toBe(false);
    expect(pageMatches(["", "shop-all", "https://www.maison-lumiere.example/shop-all"], "/shop-all")).toBe(false);
  });
});

describe("campaignPopup", () => {
  it("is the campaign's cleaned text under its own key, at priority 0", () => {
    expect(campaignPopup(makeCampaign(), "/")).toEqual({
      key: "campaign-7",
      frequency: POPUP_FREQUENCY.perDay,
      priority: 0,
      title: null,
      content: "<p>The solstice edit</p>",
    });
  });

  it("is shown once when the campaign gives no frequency", () => {
    expect(campaignPopup(makeCampaign({ frequency: null }), "/")?.frequency).toBe(POPUP_FREQUENCY.once);
    expect(campaignPopup(makeCampaign({ frequency: undefined }), "/")?.frequency).toBe(POPUP_FREQUENCY.once);
  });

  it("needs is_popup, a text that is not blank and a page of its pages", () => {
    expect(campaignPopup(null, "/")).toBeNull();
    expect(campaignPopup(makeCampaign({ is_popup: false }), "/")).toBeNull();
    expect(campaignPopup(makeCampaign({}, { popup_text: null }), "/")).toBeNull();
    expect(campaignPopup(makeCampaign({}, { popup_text: "  " }), "/")).toBeNull();
    expect(campaignPopup(makeCampaign({ pages: ["/", "/shop-all*"] }), "/about")).toBeNull();
    expect(campaignPopup(makeCampaign({ pages: ["/", "/shop-all*"] }), "/shop-all/rings")).not.toBeNull();
  });
});

describe("withCampaignPopup", () => {
  const now = new Date("2026-11-22T15:00:00Z");

  it("adds the campaign's popup after the marketing ones", () => {
    const merged = withCampaignPopup([marketing("1", 1), marketing("2", 5)], makeCampaign(), "/");
    expect(merged.map((popup) => popup.key)).toEqual(["1", "2", "campaign-7"]);
  });

  it("leaves the list as it is when the campaign has no popup on the page", () => {
    const popups = [marketing("1", 1)];
    expect(withCampaignPopup(popups, makeCampaign({ pages: ["/shop-all"] }), "/about")).toBe(popups);
    expect(withCampaignPopup(popups, null, "/")).toBe(popups);
  });

  it("loses to any due marketing popup, even one at priority 0 or below", () => {
    expect(pickPopup(withCampaignPopup([marketing("1", 1)], makeCampaign(), "/"), {}, now, true)?.key).toBe("1");
    expect(pickPopup(withCampaignPopup([marketing("1", 0)], makeCampaign(), "/"), {}, now, true)?.key).toBe("1");
    expect(pickPopup(withCampaignPopup([marketing("1", -3)], makeCampaign(), "/"), {}, now, true)?.key).toBe("1");
  });

  it("is shown once the marketing popup is no longer due", () => {
    const popups = withCampaignPopup([marketing("1", 1, POPUP_FREQUENCY.once)], makeCampaign(), "/");
    const records = recordClosed({}, popups[0], now);
    expect(pickPopup(popups, records, now, false)?.key).toBe("campaign-7");
  });

  it("keeps its record apart from a marketing popup with the same id", () => {
    const popups = withCampaignPopup([marketing("7", 1, POPUP_FREQUENCY.once)], makeCampaign({ frequency: POPUP_FREQUENCY.once }), "/");
    const records = recordClosed({}, popups[1], now);
    expect(Object.keys(records)).toEqual(["campaign-7"]);
    expect(pickPopup(popups, records, now, false)?.key).toBe("7");
  });
});

describe("promotionBanner", () => {
  it("has the image, the cleaned text and the pages", () => {
    expect(promotionBanner(makeCampaign({ pages: ["/"] }))).toEqual({
      pages: ["/"],
      image: { src: "https://api.example.com/media/collections/celeste.svg", alt: "" },
      html: "<p>Gift-wrapped by hand</p>",
      link: null,
      colors: null,
    });
  });

  it("needs promotion_banner and an image or a text", () => {
    expect(promotionBanner(null)).toBeNull();
    expect(promotionBanner(makeCampaign({ promotion_banner: false }))).toBeNull();
    expect(promotionBanner(makeCampaign({ promotion_banner_file: null }, { promotion_banner_text: " " }))).toBeNull();
    expect(promotionBanner(makeCampaign({ promotion_banner_file: null }))?.image).toBeNull();
    expect(promotionBanner(makeCampaign({}, { promotion_banner_text: null }))?.html).toBeNull();
  });

  it("takes an image only from an http(s) URL or the store's own media", () => {
    expect(promotionBanner(makeCampaign({ promotion_banner_file: "/media/collections/celeste.svg" }))?.image?.src).toBe("/media/collections/celeste.svg");
    for (const file of ["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "/x.svg", "//evil.example/media/x.svg", "/media//evil.example/x.svg", "/media/\\evil.example", "  "]) {
      expect(promotionBanner(makeCampaign({ promotion_banner_file: file }))?.image, file).toBeNull();
    }
  });

  it("honours a link to this site or over http(s), with its words", () => {
    const link = (options: Record<string, unknown>) => promotionBanner(makeCampaign({ promotion_banner_options: options }))?.link;
    expect(link({ link: "/shop-all", link_text: "Discover the edit" })).toEqual({ href: "/shop-all", text: "Discover the edit" });
    expect(link({ link: "https://journal.maison-lumiere.example/solstice" })).toEqual({
      href: "https://journal.maison-lumiere.example/solstice",
      text: "Shop now",
    });
    for (const refused of ["javascript:alert(1)", "//evil.example", "/\\evil.example", "mailto:a@b.example", "shop-all", 42]) {
      expect(link({ link: refused }), String(refused)).toBeNull();
    }
    expect(link({ link: "/shop-all", link_text: 5 })?.text).toBe("Shop now");
  });

  it("takes the alt text as plain text and ignores options it does not know", () => {
    const banner = promotionBanner(makeCampaign({ promotion_banner_options: { alt: " A tennis bracelet ", onclick: "alert(1)", class: "button" } }));
    expect(banner?.image?.alt).toBe("A tennis bracelet");
    expect(Object.keys(banner ?? {}).sort()).toEqual(["colors", "html", "image", "link", "pages"]);
  });

  it("keeps hex colours that read well together, and the banner's own colours otherwise", () => {
    const colors = (options: Record<string, unknown>) => promotionBanner(makeCampaign({ promotion_banner_options: options }))?.colors;
    expect(colors({ background_color: "#27313F", text_color: "#f7f3ee" })).toEqual({ background: "#27313f", text: "#f7f3ee" });
    // A background alone gets the dark or the light text, whichever reads.
    expect(colors({ background_color: "#27313f" })).toEqual({ background: "#27313f", text: "#fffdf9" });
    expect(colors({ background_color: "#fff" })).toEqual({ background: "#fff", text: BANNER_TEXT });
    // A text colour alone is measured against the banner's own background.
    expect(colors({ text_color: "#5f574f" })).toEqual({ background: BANNER_BACKGROUND, text: "#5f574f" });
    expect(colors({ text_color: "#ffffff" })).toBeNull();
    expect(colors({ background_color: "#777777", text_color: "#888888" })).toBeNull();
    for (const hostile of ["red", "#12345", "url(x)", "#fff;background:url(x)", 0]) {
      expect(colors({ background_color: hostile }), String(hostile)).toBeNull();
    }
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#efe6da", "#efe6da")).toBe(1);
  });

  it("passes the banner's own colours", () => {
    expect(contrastRatio(BANNER_BACKGROUND, BANNER_TEXT)).toBeGreaterThan(4.5);
  });
});
