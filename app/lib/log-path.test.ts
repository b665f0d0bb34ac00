import { logPath } from "./log-path";

describe("logPath", () => {
  it("drops the query string", () => {
    expect(logPath("/track-your-order?po_number=1&email=ines%40example.com&zip=10023")).toBe("/track-your-order");
    expect(logPath("/checkout/abc/return?token=secret#x")).toBe("/checkout/abc/return");
  });

  it("hides the tokens of e-mailed links, whatever their case", () => {
    expect(logPath("/verify/4f9c2a")).toBe("/verify/[token]");
    expect(logPath("/recover-password/4f9c2a?x=1")).toBe("/recover-password/[token]");
    expect(logPath("/Recover-Password/4f9c2a/")).toBe("/Recover-Password/[token]/");
    expect(logPath("//verify/4f9c2a")).toBe("//verify/[token]");
  });

  it("keeps other paths as they are", () => {
    expect(logPath("/recover-password")).toBe("/recover-password");
    expect(logPath("/product/aurora-ring")).toBe("/product/aurora-ring");
  });
});
