import { parseEnv } from "./env.server";
import { setMediaBase } from "./media.server";
import { EVERY_RESPONSE_HEADERS, contentSecurityPolicy, createNonce, documentHeaders } from "./security-headers.server";

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name, ...values] = part.split(" ");
      return [name, values];
    }),
  );
}

const NONCE = "cmFuZG9tLW5vbmNlLTEyMw==";
/** Google Pay's payment method manifest, which Chrome fetches for the wallet buttons. */
const WALLET = ["https://google.com/pay", "https://pay.google.com"];

describe("createNonce", () => {
  it("makes 128 random bits in base64, new each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy(NONCE));

  it("lets inline scripts run only with the nonce", () => {
    expect(policy["script-src"]).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["style-src"]).toEqual(["'self'", `'nonce-${NONCE}'`]);
  });

  it("has the store's directives", () => {
    expect(policy).toMatchObject({
      "default-src": ["'self'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
      "form-action": ["'self'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "style-src-attr": ["'unsafe-inline'"],
    });
  });

  it("merges added sources into their directives once each, and starts a new directive from 'self'", () => {
    const merged = directives(
      contentSecurityPolicy(NONCE, [
        { "script-src": ["https://tags.example"], "img-src": ["https://pixel.example"] },
        { "img-src": ["https://pixel.example", "https://cdn.example"], "frame-src": ["https://chat.example"] },
        { "connect-src": ["wss://chat.example"] },
      ]),
    );
    expect(merged["script-src"]).toEqual(["'self'", `'nonce-${NONCE}'`, "https://tags.example"]);
    expect(merged["img-src"]).toEqual(["'self'", "data:", "https://pixel.example", "https://cdn.example"]);
    expect(merged["frame-src"]).toEqual(["'self'", "https://chat.example"]);
    expect(merged["connect-src"]).toEqual(["'self'", "wss://chat.example"]);
  });

  it("refuses a keyword or anything but an origin or a scheme", () => {
    for (const value of ["'unsafe-inline'", "'unsafe-eval'", "https://a.example 'unsafe-inline'", "https://a.example;script-src *", "*"]) {
      expect(() => contentSecurityPolicy(NONCE, [{ "script-src": [value] }])).toThrow(/script-src/);
    }
  });
});

describe("documentHeaders", () => {
  it("allows the payment providers' and the media origins from the settings", () => {
    const env = parseEnv({
      API_URL: "http://127.0.0.1:4010",
      PAYMENT_PROVIDER_ORIGINS: "https://www.paypal.com,https://pay.klarna.com",
      MEDIA_ORIGINS: "https://media.example.com",
    });
    const policy = directives(documentHeaders(NONCE, env)["Content-Security-Policy"]);
    expect(policy["form-action"]).toEqual(["'self'", "https://www.paypal.com", "https://pay.klarna.com"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "https://media.example.com"]);
  });

  it("lets the browser fetch Google Pay's payment method manifest, for the wallet buttons, and nothing else of the wallets", () => {
    const policy = directives(documentHeaders(NONCE, parseEnv({}))["Content-Security-Policy"]);
    expect(policy["connect-src"]).toEqual(["'self'", "https://google.com/pay", "https://pay.google.com"]);
  });

  it("by default lets forms reach the API's origin, where the mock API plays the providers, and takes images from the store only", () => {
    const policy = directives(documentHeaders(NONCE, parseEnv({ API_URL: "http://127.0.0.1:4010/" }))["Content-Security-Policy"]);
    expect(policy["form-action"]).toEqual(["'self'", "http://127.0.0.1:4010"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:"]);
  });

  it("allows the media base's origin, the API's CDN or MEDIA_URL", () => {
    try {
      setMediaBase("https://cdn.example.com/store", { API_URL: "http://127.0.0.1:4010", MEDIA_URL: undefined });
      expect(directives(documentHeaders(NONCE, parseEnv({}))["Content-Security-Policy"])["img-src"]).toEqual(["'self'", "data:", "https://cdn.example.com"]);
      setMediaBase(null, { API_URL: "http://127.0.0.1:4010", MEDIA_URL: "https://media.example.com" });
      expect(directives(documentHeaders(NONCE, parseEnv({}))["Content-Security-Policy"])["img-src"]).toEqual(["'self'", "data:", "https://media.example.com"]);
    } finally {
      setMediaBase(null);
    }
  });

  it("denies framing and the features the store does not use", () => {
    const headers = documentHeaders(NONCE, parseEnv({}));
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Permissions-Policy"]).toBe("geolocation=(self), camera=(), microphone=(), payment=(self)");
  });

  it("asks for https only when the site is https", () => {
    expect(documentHeaders(NONCE, parseEnv({ SITE_URL: "https://www.example.com" }))["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(documentHeaders(NONCE, parseEnv({ SITE_URL: "http://localhost:3000" }))).not.toHaveProperty("Strict-Transport-Security");
    expect(documentHeaders(NONCE, parseEnv({}))).not.toHaveProperty("Strict-Transport-Security");
  });
});

describe("EVERY_RESPONSE_HEADERS", () => {
  it("is nosniff with the referrer policy", () => {
    expect(EVERY_RESPONSE_HEADERS).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("allows exactly the origins of the page's integrations, and nothing without them", () => {
    const env = parseEnv({ API_URL: "http://127.0.0.1:4010" });
    const integrations = [
      { kind: "tag_manager" as const, id: "GTM-1", eventsEnabled: true, scripts: [{ src: "https://tags.example.com/gtm.js?id=GTM-1", position: "head" as const }] },
      { kind: "chat" as const, id: null, eventsEnabled: true, scripts: [{ src: "https://chat.example.net/widget.js", position: "end_body" as const }] },
    ];
    const policy = directives(documentHeaders(NONCE, env, integrations)["Content-Security-Policy"]);
    const origins = ["https://chat.example.net", "https://tags.example.com"];
    expect(policy["script-src"]).toEqual(["'self'", `'nonce-${NONCE}'`, ...origins]);
    expect(policy["connect-src"]).toEqual(["'self'", ...WALLET, ...origins]);
    expect(policy["frame-src"]).toEqual(["'self'", ...origins]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", ...origins]);

    const without = directives(documentHeaders(NONCE, env, [])["Content-Security-Policy"]);
    expect(without["script-src"]).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(without["connect-src"]).toEqual(["'self'", ...WALLET]);
    expect(without).not.toHaveProperty("frame-src");
  });
});
