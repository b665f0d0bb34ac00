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
    "",
    null,
    undefined,
  ])("rejects %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/profile")).toBe("/profile");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirect("/a/../../profile")).toBe("/profile");
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
