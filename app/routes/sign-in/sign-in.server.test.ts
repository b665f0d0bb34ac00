/** Sign-in's rate limits and honeypot, against the mock API in-process. */
import { server } from "../../../mock-api/node";
import { resetStore } from "../../../mock-api/store";
import { NEW_SHOPPER_PASSWORD, newShopperToken } from "../../../mock-api/testing";
import { clearApiCache } from "~/services/api.server";
import { CLIENT_IP_HEADER } from "~/services/client-ip.server";
import {
  SIGN_IN_HOLD_MS,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_DEVICE,
  SIGN_IN_PER_EMAIL,
  SIGN_IN_PER_IP,
  attempt,
  byIp,
  hashed,
  resetRateLimits,
} from "~/services/rate-limit.server";

import { signInAction } from "./sign-in.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  resetStore();
  clearApiCache();
  resetRateLimits();
});

function post(fields: Record<string, string>, ip = "203.0.113.5", cookie?: string) {
  return new Request("http://store.test/sign-in", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: ip, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ intent: "sign-in", ...fields }),
  });
}

/** The action's answer, whether returned (a refusal) or thrown (a redirect). */
async function answer(request: Request) {
  try {
    const reply = await signInAction(request);
    return { status: reply.init?.status ?? 200, headers: new Headers(reply.init?.headers), body: reply.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers, body: null };
    throw thrown;
  }
}

/** The answer, and whether the action held it for SIGN_IN_HOLD_MS (the wait itself is cut to nothing). */
async function timedAnswer(request: Request) {
  const realSetTimeout = globalThis.setTimeout;
  let held = false;
  const clock = vi.spyOn(globalThis, "setTimeout").mockImplementation(((run: () => void, ms?: number) => {
    if (ms === SIGN_IN_HOLD_MS) held = true;
    return realSetTimeout(run, ms === SIGN_IN_HOLD_MS ? 0 : ms);
  }) as typeof setTimeout);
  try {
    return { ...(await answer(request)), held };
  } finally {
    clock.mockRestore();
  }
}

const wrong = { email: "demo@maison-lumiere.example", password: "not-the-password!" };
const right = { email: wrong.email, password: "Lumiere-2026!" };
const spendAccountLimit = async (email = wrong.email, tries = SIGN_IN_PER_ACCOUNT.points) => {
  for (let i = 0; i < tries; i += 1) expect(await attempt([{ rule: SIGN_IN_PER_ACCOUNT, key: hashed(email) }])).toBeNull();
};

/** The browser's cookie from a successful sign-in, as it will send it back. */
async function deviceCookieOf(signedIn: { status: number; headers: Headers }): Promise<string> {
  expect(signedIn.status).toBe(302);
  const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith("__device="));
  expect(cookie, "a device cookie").toBeDefined();
  return cookie!.split(";")[0];
}

describe("sign-in limits", () => {
  it(`answers the ${SIGN_IN_PER_EMAIL.points + 1}th try for one e-mail from one IP with a 429, the e-mail kept and the password not`, async () => {
    for (let i = 0; i < SIGN_IN_PER_EMAIL.points; i += 1) expect((await answer(post(wrong))).status).toBe(400);
    const limited = await answer(post(wrong));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(limited.body).toMatchObject({ ok: false, message: "Too many attempts. Please try again in 15 minutes.", values: { email: wrong.email } });
    expect(JSON.stringify(limited.body)).not.toContain(wrong.password);
    // Another shopper, elsewhere, is not held up.
    expect((await answer(post(wrong, "198.51.100.20"))).status).toBe(400);
  });

  it(`stops one IP after ${SIGN_IN_PER_IP.points} tries over many e-mails`, async () => {
    // The API's password check is slow on purpose: spend the IP's budget directly, then try once more through the form.
    const ip = new Request("http://store.test/", { headers: { [CLIENT_IP_HEADER]: "203.0.113.5" } });
    for (let i = 0; i < SIGN_IN_PER_IP.points; i += 1) expect(await attempt([byIp(SIGN_IN_PER_IP, ip)])).toBeNull();
    expect((await answer(post({ email: "another@example.com", password: "Whatever-1!" }, "203.0.113.6"))).status).toBe(400);
    expect((await answer(post({ email: "another@example.com", password: "Whatever-1!" }))).status).toBe(429);
  });

  it(`holds up one account's tries after ${SIGN_IN_PER_ACCOUNT.points} an hour, whatever the addresses, and only that account`, async () => {
    await spendAccountLimit();
    // From an address never seen before, and from IPv6 as well.
    for (const ip of ["192.0.2.77", "2001:db8:5::1"]) {
      const held = await timedAnswer(post(wrong, ip));
      expect(held.status, ip).toBe(400);
      expect(held.held, ip).toBe(true);
    }
    const another = await timedAnswer(post({ email: "another@example.com", password: "Whatever-1!" }, "192.0.2.77"));
    expect(another.status).toBe(400);
    expect(another.held).toBe(false);
  });

  it("starts the account's count again once the right password is given", async () => {
    const account = { rule: SIGN_IN_PER_ACCOUNT, key: hashed(wrong.email) };
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.points - 1; i += 1) expect(await attempt([account])).toBeNull();
    expect((await answer(post({ email: wrong.email, password: "Lumiere-2026!" }, "192.0.2.80"))).status).toBe(302);
    for (let i = 0; i < 3; i += 1) expect((await answer(post(wrong, `192.0.2.${90 + i}`))).status).toBe(400);
  });

  it("names the browser of a successful sign-in in a signed, httpOnly cookie for a year, with no e-mail in clear", async () => {
    const signedIn = await answer(post(right));
    const line = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("__device="))!;
    expect(line).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const value = decodeURIComponent(line.split(";")[0].slice("__device=".length));
    expect(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8")).not.toMatch(/demo|maison/i);
    // The session's cookie is set as before.
    expect(signedIn.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(true);
  });

  it("holds unknown browsers up past the account's limit, never refuses them, and lets the owner's browser straight in", async () => {
    const device = await deviceCookieOf(await answer(post(right, "192.0.2.10")));
    await spendAccountLimit();
    const guess = await timedAnswer(post(wrong, "198.51.100.32"));
    expect(guess.status, "a wrong password is refused as one").toBe(400);
    expect(guess.held).toBe(true);
    const unknown = await timedAnswer(post(right, "198.51.100.30"));
    expect(unknown.status, "the right password signs in").toBe(302);
    expect(unknown.held).toBe(true);
    // The right password started the count again: the next stranger is not held.
    expect((await timedAnswer(post(wrong, "198.51.100.33"))).held).toBe(false);
    await spendAccountLimit(wrong.email, SIGN_IN_PER_ACCOUNT.points - 1);
    // From another address too: the cookie is the browser's, wherever it is.
    const owner = await timedAnswer(post(right, "198.51.100.31", device));
    expect(owner.status).toBe(302);
    expect(owner.held).toBe(false);
    expect(owner.headers.get("Location")).toBe("/");
    // Its wrong passwords are refused as wrong passwords, at once.
    expect((await answer(post(wrong, "198.51.100.31", await deviceCookieOf(owner)))).status).toBe(400);
  });

  it(`counts a browser's wrong guesses against its own cookie: a stolen one guesses ${SIGN_IN_PER_DEVICE.points} times, from any addresses`, async () => {
    const device = await deviceCookieOf(await answer(post(right, "192.0.2.10")));
    for (let i = 0; i < SIGN_IN_PER_DEVICE.points; i += 1) expect((await answer(post(wrong, `198.51.100.${40 + i}`, device))).status).toBe(400);
    const limited = await answer(post(right, "198.51.100.99", device));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    // Its guesses were not the account's: an unknown browser still has the account's tries.
    expect((await answer(post(right, "198.51.100.98"))).status).toBe(302);
  });

  it("gives a browser no pass for an account it never signed in to, nor for a cookie it made up", async () => {
    const device = await deviceCookieOf(await answer(post(right, "192.0.2.10")));
    await spendAccountLimit("another@example.com");
    expect((await timedAnswer(post({ email: "another@example.com", password: "Whatever-1!" }, "198.51.100.50", device))).held).toBe(true);

    await spendAccountLimit();
    const [name, value] = device.split("=");
    for (const forged of [`${name}=${value.slice(0, -2)}xx`, `${name}=${Buffer.from('[{"n":"a","m":"b"}]').toString("base64")}`, "__device=garbage"]) {
      expect((await timedAnswer(post(wrong, "198.51.100.51", forged))).held, forged).toBe(true);
    }
  });

  it("keeps the other accounts a browser signed in to when it signs in to one more", async () => {
    await newShopperToken();
    const ines = { email: "ines.moreau@example.com", password: NEW_SHOPPER_PASSWORD };
    const first = await deviceCookieOf(await answer(post(right, "192.0.2.10")));
    const both = await deviceCookieOf(await answer(post(ines, "192.0.2.11", first)));
    await spendAccountLimit();
    await spendAccountLimit(ines.email);
    for (const [account, ip] of [[right, "198.51.100.60"], [ines, "198.51.100.61"]] as const) {
      const signedIn = await timedAnswer(post(account, ip, both));
      expect(signedIn.status).toBe(302);
      expect(signedIn.held).toBe(false);
    }
  });

  it("counts an IPv6 subscriber's whole /64 as one address", async () => {
    for (let i = 0; i < SIGN_IN_PER_EMAIL.points; i += 1) expect((await answer(post(wrong, `2001:db8:1:2::${(i + 1).toString(16)}`))).status).toBe(400);
    expect((await answer(post(wrong, "2001:db8:1:2:ffff:ffff:ffff:ffff"))).status).toBe(429);
    expect((await answer(post(wrong, "2001:db8:1:3::1"))).status).toBe(400);
  });

  it("refuses a post whose honeypot field was filled in, keeping the e-mail", async () => {
    const caught = await answer(post({ ...wrong, "name__confirm_sign-in": "bot" }));
    expect(caught.status).toBe(400);
    expect(caught.body).toMatchObject({ ok: false, message: "This form could not be sent. Please try again.", values: { email: wrong.email } });
  });

  it("lets a post with the honeypot left empty through", async () => {
    expect((await answer(post({ ...wrong, "name__confirm_sign-in": "" }))).status).toBe(400);
    expect((await answer(post({ ...wrong, "name__confirm_sign-in": "" }))).body).not.toMatchObject({ message: "This form could not be sent. Please try again." });
  });
});
