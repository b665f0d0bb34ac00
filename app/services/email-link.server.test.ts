import { LINK_TOKEN_MAX_AGE, forgetLinkToken, leaveAddress, linkToken } from "./email-link.server";

const TOKEN = "4f9c2a7b1e3d5f6a8b9c0d1e";

const withCookie = (setCookie: string, path = "/recover-password/new") =>
  new Request(`http://store.test${path}`, { headers: { Cookie: setCookie.split(";")[0] } });

describe("an e-mailed link's answer", () => {
  it("is a redirect to the tokenless page, kept by no cache and sending no referrer, the token in a short-lived httpOnly cookie", async () => {
    const answer = await leaveAddress("recovery", TOKEN);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/recover-password/new");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Referrer-Policy")).toBe("no-referrer");
    const cookie = answer.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__recovery_link=/);
    expect(cookie).toContain(`Max-Age=${LINK_TOKEN_MAX_AGE}`);
    expect(LINK_TOKEN_MAX_AGE).toBeLessThanOrEqual(15 * 60);
    expect(cookie).toContain("Path=/recover-password;");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(await answer.text()).not.toContain(TOKEN);
    expect(await linkToken(withCookie(cookie), "recovery")).toBe(TOKEN);
  });

  it("leads a verification link to /verify with a cookie of its own", async () => {
    const answer = await leaveAddress("verification", TOKEN);
    expect(answer.headers.get("Location")).toBe("/verify");
    const cookie = answer.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__verify_link=.*; Path=\/verify;/);
    expect(await linkToken(withCookie(cookie, "/verify"), "verification")).toBe(TOKEN);
    expect(await linkToken(withCookie(cookie, "/verify"), "recovery")).toBeNull();
  });

  it("keeps no token of no link's shape, and forgets one kept before", async () => {
    const answer = await leaveAddress("recovery", "<script>");
    expect(answer.headers.get("Location")).toBe("/recover-password/new");
    expect(answer.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(await linkToken(withCookie(answer.headers.get("Set-Cookie")!), "recovery")).toBeNull();
  });

  it("reads only a cookie this store signed", async () => {
    const forged = `__recovery_link=${Buffer.from(JSON.stringify(TOKEN)).toString("base64")}`;
    expect(await linkToken(withCookie(forged), "recovery")).toBeNull();
    expect(await linkToken(new Request("http://store.test/recover-password/new"), "recovery")).toBeNull();
  });

  it("is forgotten once used", async () => {
    const gone = await forgetLinkToken("recovery");
    expect(gone).toMatch(/^__recovery_link=[^;]*; Max-Age=0; Path=\/recover-password; Expires=Thu, 01 Jan 1970/);
  });
});
