import { rewriteContentLinks } from "./content-links";

describe("rewriteContentLinks", () => {
  it("points data-link=email at the email-us drawer on this page", () => {
    expect(rewriteContentLinks('<p><a href="/contact" data-link="email">write</a></p>', "/faq")).toBe(
      '<p><a href="/faq?panel=email-us" data-link="email">write</a></p>',
    );
  });

  it("points data-link=order at the track-order drawer", () => {
    expect(rewriteContentLinks("<a data-link='order' class=x>track</a>", "/returns")).toBe(
      '<a href="/returns?panel=track-order" data-link=\'order\' class=x>track</a>',
    );
  });

  it("leaves other links alone", () => {
    const html = '<a href="/about">About</a> <a href="https://example.com" data-link="other">x</a>';
    expect(rewriteContentLinks(html, "/faq")).toBe(html);
  });
});
