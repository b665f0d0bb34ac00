/** Signing out against the mock API in-process, with its fault switch. */
import { server } from "../../mock-api/node";
import { addFault, clearFaults } from "../../mock-api/faults";
import { withApiTimeout } from "../../tests/route-shopper";

import { clearApiCache } from "./api.server";
import { signOut } from "./auth.server";
import { beginSignIn, commitSession, getSession } from "./session.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  clearFaults();
  clearApiCache();
});

async function signedIn() {
  const session = await getSession(new Request("http://store.test/"));
  await beginSignIn(session, "token-that-the-api-does-not-know", { id: 1, first_name: "Ada", email: "ada@example.com" });
  session.set("cart_unique_id", "cart-1");
  const cookie = (await commitSession(session)).split(";")[0]!;
  return new Request("http://store.test/sign-out", { method: "POST", headers: { Cookie: cookie } });
}

async function sessionAfter(response: Response) {
  const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
  return getSession(new Request("http://store.test/", { headers: { Cookie: cookie } }));
}

describe("signOut", () => {
  for (const [name, fault] of [
    ["a 500", { status: 500, body: { errors: [{ code: 500, message: "boom" }] } }],
    ["a 401", { status: 401, body: { message: "Unauthenticated." } }],
    ["a timeout", { delay_ms: 60_000 }],
  ] as const) {
    it(`ends the session and goes home even when the revoke answers ${name}`, async () => {
      addFault({ path: "/api/v1/authorizations", method: "DELETE", ...fault });
      const request = await signedIn();
      const started = Date.now();
      const response = name === "a timeout" ? await withApiTimeout(300, () => signOut(request)) : await signOut(request);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
      const session = await sessionAfter(response);
      expect(session.get("token")).toBeUndefined();
      expect(session.get("user")).toBeUndefined();
    });
  }
});
