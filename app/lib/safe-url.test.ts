import { safeHref, safeHttpUrl } from "./safe-url";

describe("safeHref", () => {
  it.each([
    "https://www.instagram.com/maisonlumiere",
    "http://carrier.example/track?n=1Z999",
    "HTTPS://www.pinterest.com/maisonlumiere",
    "mailto:care@maison-lumiere.example",
    "tel:+12125550147",
    "/shop-all?collection=aurelia",
    "/faq#contact-us",
    "#contact-us",
    "?page=2",
    "shipping",
    "//cdn.example/lookbook",
    "/search?q=a:b",
    "https://example.com/?a=1&amp;b=2",
  ])("keeps %s", (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it("trims the whitespace a browser would drop", () => {
    expect(safeHref("  /about \n")).toBe("/about");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "javascript\u0000:alert(1)",
    "\u001fjavascript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#x6a;&#x61;vascript:alert(1)",
    "javascript&colon;alert(1)",
    "javascript&#58;alert(1)",
    "javascript&#x3a;alert(1)",
    "java&Tab;script:alert(1)",
    "java&#9;script:alert(1)",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:image/svg+xml,<svg onload=alert(1)>",
    "file:///etc/passwd",
    "blob:https://example.com/uuid",
    "ftp://files.example",
    "localhost:3000/admin",
    "",
    "   ",
  ])("refuses %j", (url) => {
    expect(safeHref(url)).toBeNull();
  });

  it("has no link for a missing URL", () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});

describe("safeHttpUrl", () => {
  it.each(["https://payments.example/approve?token=abc", "http://127.0.0.1:4210/provider/paypal?session=1"])("keeps %s", (url) => {
    expect(safeHttpUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "mailto:care@maison-lumiere.example",
    "tel:+12125550147",
    "/checkout",
    "//evil.example",
    "https:",
    "https://",
    null,
  ])("refuses %j", (url) => {
    expect(safeHttpUrl(url)).toBeNull();
  });
});
