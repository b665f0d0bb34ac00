import { isTokenPage, withoutToken } from "./token-paths";

describe("token pages", () => {
  it("are the e-mailed links with a token, whatever their case, and the tokenless pages they lead to", () => {
    expect(isTokenPage("/verify/4f9c2a")).toBe(true);
    expect(isTokenPage("/Recover-Password/4f9c2a/")).toBe(true);
    expect(isTokenPage("/verify")).toBe(true);
    expect(isTokenPage("/recover-password/new")).toBe(true);
    expect(isTokenPage("/recover-password")).toBe(false);
    expect(isTokenPage("/product/verify")).toBe(false);
    expect(isTokenPage("/verifying")).toBe(false);
  });

  it("keep their route pattern, never the token", () => {
    expect(withoutToken("/recover-password/4f9c2a")).toBe("/recover-password/[token]");
    expect(withoutToken("/verify/4f9c2a/")).toBe("/verify/[token]/");
    expect(withoutToken("/recover-password/newer-token-4f9c2a")).toBe("/recover-password/[token]");
    expect(withoutToken("/about")).toBe("/about");
  });

  it("leave the tokenless pages' addresses as they are", () => {
    expect(withoutToken("/recover-password/new")).toBe("/recover-password/new");
    expect(withoutToken("/verify")).toBe("/verify");
  });
});
