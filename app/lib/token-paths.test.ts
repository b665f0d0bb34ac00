import { isTokenPage, withoutToken } from "./token-paths";

describe("token pages", () => {
  it("are the e-mailed links with a token, whatever their case", () => {
    expect(isTokenPage("/verify/4f9c2a")).toBe(true);
    expect(isTokenPage("/Recover-Password/4f9c2a/")).toBe(true);
    expect(isTokenPage("/recover-password")).toBe(false);
    expect(isTokenPage("/verify")).toBe(false);
    expect(isTokenPage("/product/verify")).toBe(false);
  });

  it("keep their route pattern, never the token", () => {
    expect(withoutToken("/recover-password/4f9c2a")).toBe("/recover-password/[token]");
    expect(withoutToken("/verify/4f9c2a/")).toBe("/verify/[token]/");
    expect(withoutToken("/about")).toBe("/about");
  });
});
