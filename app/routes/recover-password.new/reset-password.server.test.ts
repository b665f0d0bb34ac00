/** The reset form takes its token from the link's cookie, against the mock API in-process. */
import { server } from "../../../mock-api/node";
import { issueAccountToken } from "../../../mock-api/accounts";
import { resetStore, store } from "../../../mock-api/store";
import { clearApiCache } from "~/services/api.server";
import { leaveAddress } from "~/services/email-link.server";

import { PASSWORD_RESTORED, RESET_LINK_INVALID, loadResetPage, resetPasswordAction } from "./reset-password.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  resetStore();
  clearApiCache();
});

const DEMO_EMAIL = "demo@maison-lumiere.example";
const NEW_PASSWORD = "Brand-new-2026!";

async function linkCookie(): Promise<{ token: string; cookie: string }> {
  const token = issueAccountToken(store.users.find((user) => user.email === DEMO_EMAIL)!, "recovery").token;
  const answer = await leaveAddress("recovery", token);
  return { token, cookie: answer.headers.get("Set-Cookie")!.split(";")[0] };
}

function post(cookie?: string) {
  return new Request("http://store.test/recover-password/new", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ intent: "reset-password", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
  });
}

describe("the reset page", () => {
  it("knows it has a link, and never learns its token", async () => {
    const { token, cookie } = await linkCookie();
    const page = await loadResetPage(new Request("http://store.test/recover-password/new", { headers: { Cookie: cookie } }));
    expect(page.data).toEqual({ invalidLink: null });
    expect(JSON.stringify(page.data)).not.toContain(token);
    expect((await loadResetPage(new Request("http://store.test/recover-password/new"))).data).toEqual({ invalidLink: RESET_LINK_INVALID });
  });

  it("resets the password with the link's token, then forgets the link", async () => {
    const { token, cookie } = await linkCookie();
    const reply = await resetPasswordAction(post(cookie));
    expect(reply.data).toMatchObject({ ok: true, message: PASSWORD_RESTORED });
    expect(new Headers(reply.init?.headers).get("Set-Cookie")).toMatch(/^__recovery_link=[^;]*; Max-Age=0;/);
    expect(store.account_tokens.find((record) => record.token === token)?.used).toBe(true);
  });

  it("without the link's cookie says the link is invalid or has expired, and changes nothing", async () => {
    const { token } = await linkCookie();
    const reply = await resetPasswordAction(post());
    expect(reply.init?.status).toBe(422);
    expect(reply.data).toMatchObject({ ok: false, message: RESET_LINK_INVALID });
    expect(JSON.stringify(reply.data)).not.toContain(NEW_PASSWORD);
    expect(store.account_tokens.find((record) => record.token === token)?.used).toBe(false);
  });

  it("shows the API's words for a link already used", async () => {
    const { cookie } = await linkCookie();
    await resetPasswordAction(post(cookie));
    const again = await resetPasswordAction(post(cookie));
    expect(again.init?.status).toBe(400);
    expect(again.data).toMatchObject({ ok: false, message: RESET_LINK_INVALID });
  });
});
