import { safeRedirect, signInUrl } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/profile", "/orders?page=2", "/product/aurelia-ring?configuration_id=YG14-DIA", "/faq#returns"])(
    "keeps the on-site path %s",
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    "//evil.example",
    "https://evil.example",
    "http://evil.example/profile",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "\\\\evil.example",
    "/%5C%5Cevil.example/..\\",
    "/.//evil.example",
    "/a/..//evil.example",
    "/a/../..//evil.example",
    "/%2E%2E//evil.example",
    "/%2e%2e//evil.example",
    "/%2E//evil.example",
    "/%2e/%2e%2e//evil.example",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%2F%5Cevil.example",
    "/\t\t/evil.example",
    "/%E0%A4%A",
    "https:evil.example",
    "https:/evil.example",
    "http:\\\\evil.example",
    "/\r\n/evil.example",
    // Not sendable in a Location header (a redirect to them threw): only printable ASCII is.
    "/café",
    "/\u0100",
    "/😀",
    "/\u007f",
    "",
    null,
    undefined,
  ])("rejects %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/profile")).toBe("/profile");
  });

  it("returns what it validated, never a normalised copy", () => {
    expect(safeRedirect("/a/../../profile")).toBe("/a/../../profile");
    expect(safeRedirect("/search?q=gold%20hoops")).toBe("/search?q=gold%20hoops");
    expect(safeRedirect("/caf%C3%A9")).toBe("/caf%C3%A9");
  });

  it("keeps on-site paths whose query or hash holds slashes", () => {
    expect(safeRedirect("/sign-in?redirect=//evil.example")).toBe("/sign-in?redirect=//evil.example");
    expect(safeRedirect("/faq#//returns")).toBe("/faq#//returns");
  });
});

describe("signInUrl", () => {
  it("opens the sign-in drawer with a redirect back", () => {
    expect(signInUrl("/orders?page=2")).toBe("/?drawer=1&redirect=%2Forders%3Fpage%3D2");
  });

  it("leaves out a redirect to home and any off-site target", () => {
    expect(signInUrl("/")).toBe("/?drawer=1");
    expect(signInUrl("//evil.example")).toBe("/?drawer=1");
  });
});
