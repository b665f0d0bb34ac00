/** /verify takes its token from the link's cookie, against the mock API in-process. */
import { server } from "../../../mock-api/node";
import { issueAccountToken } from "../../../mock-api/accounts";
import { addFault, clearFaults } from "../../../mock-api/faults";
import { resetStore, store } from "../../../mock-api/store";
import { clearApiCache } from "~/services/api.server";
import { leaveAddress } from "~/services/email-link.server";

import { EMAIL_VERIFIED, INVALID_LINK, loadVerification } from "./verify.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  resetStore();
  clearFaults();
  clearApiCache();
});

async function arrival(token?: string) {
  const user = store.users[0]!;
  user.email_verified = false;
  const issued = token ?? issueAccountToken(user, "verification").token;
  const cookie = (await leaveAddress("verification", issued)).headers.get("Set-Cookie")!.split(";")[0];
  return { user, request: new Request("http://store.test/verify", { headers: { Cookie: cookie } }) };
}

const forgets = (headers: HeadersInit | undefined) => /^__verify_link=[^;]*; Max-Age=0;/.test(new Headers(headers).get("Set-Cookie") ?? "");

describe("/verify", () => {
  it("verifies with the link's token, then forgets the link", async () => {
    const { user, request } = await arrival();
    const page = await loadVerification(request);
    expect(page.data).toEqual({ ok: true, message: EMAIL_VERIFIED });
    expect(user.email_verified).toBe(true);
    expect(forgets(page.init?.headers)).toBe(true);
  });

  it("without the link's cookie says the link is invalid or has expired", async () => {
    const page = await loadVerification(new Request("http://store.test/verify"));
    expect(page.init?.status).toBe(400);
    expect(page.data).toEqual({ ok: false, message: INVALID_LINK });
  });

  it("forgets a link the API refused, and keeps one it failed to answer about", async () => {
    const refused = await loadVerification((await arrival("not-a-real-token-123")).request);
    expect(refused.data).toEqual({ ok: false, message: INVALID_LINK });
    expect(forgets(refused.init?.headers)).toBe(true);

    addFault({ path: "/api/v1/users/verify-email", method: "POST", status: 503, times: 1 });
    const { user, request } = await arrival();
    const failed = await loadVerification(request);
    expect(failed.init?.status).toBe(400);
    expect(failed.data.ok).toBe(false);
    expect(forgets(failed.init?.headers)).toBe(false);
    expect((await loadVerification(request)).data).toEqual({ ok: true, message: EMAIL_VERIFIED });
    expect(user.email_verified).toBe(true);
  });
});
