import { DEFAULT_API_URL, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("defaults API_URL to the built-in mock API", () => {
    expect(parseEnv({}).API_URL).toBe(DEFAULT_API_URL);
  });

  it("strips a trailing slash from API_URL", () => {
    expect(parseEnv({ API_URL: "https://api.example.com/" }).API_URL).toBe(
      "https://api.example.com",
    );
  });

  it("refuses to start in production without SESSION_SECRET, naming it", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });

  it("splits SESSION_SECRET into a rotation list", () => {
    const env = parseEnv({ NODE_ENV: "production", SESSION_SECRET: "new, old" });
    expect(env.sessionSecrets).toEqual(["new", "old"]);
  });

  it("names a malformed variable", () => {
    expect(() => parseEnv({ API_URL: "not a url" })).toThrow(/API_URL/);
    expect(() => parseEnv({ API_TIMEOUT_MS: "-5" })).toThrow(/API_TIMEOUT_MS/);
  });
});
