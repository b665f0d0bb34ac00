import { footerLogoSvg, logoSvg } from "./brand";
import { LETTERS, lettering, letteringWidth } from "./lettering";

describe("lettering", () => {
  it("draws the wordmark as paths, one per letter, with no text element", () => {
    const drawn = lettering({ text: "MAISON LUMIÈRE", left: 44, top: 18, capHeight: 20, maxWidth: 268, color: "#2b2420" });
    expect(drawn).not.toContain("<text");
    expect(drawn.match(/<path /g)).toHaveLength(13);
    expect(drawn).toContain('stroke="#2b2420"');
  });

  it("keeps the text within its width, shrinking it when it would not fit", () => {
    const wide = lettering({ text: "MAISON LUMIÈRE", left: 0, top: 0, capHeight: 40, maxWidth: 100, color: "#000" });
    const scale = Number(/scale\(([\d.]+)\)/.exec(wide)![1]);
    expect(letteringWidth("MAISON LUMIÈRE") * scale).toBeLessThanOrEqual(100.01);
    const roomy = lettering({ text: "MAISON", left: 0, top: 0, capHeight: 20, maxWidth: 1000, color: "#000" });
    expect(Number(/scale\(([\d.]+)\)/.exec(roomy)![1])).toBe(1);
  });

  it("centres on the given point", () => {
    const centred = lettering({ text: "MAISON", left: 100, top: 0, capHeight: 20, maxWidth: 1000, color: "#000", align: "middle" });
    const x = Number(/translate\(([\d.]+) /.exec(centred)![1]);
    expect(x + letteringWidth("MAISON") / 2).toBeCloseTo(100, 3);
  });

  it("refuses a letter it cannot draw rather than drawing nothing", () => {
    expect(() => letteringWidth("MAISON X")).toThrow(/No glyph for "X"/);
    expect(LETTERS).toContain("È");
  });

  it("leaves no text element in the logos", () => {
    for (const svg of [logoSvg(), footerLogoSvg()]) {
      expect(svg).not.toContain("<text");
      expect(svg).toContain("<title>Maison Lumière</title>");
    }
  });
});
