import { store } from "../../../mock-api/store";
import { routeShopper, setupRouteTests } from "../../../tests/route-shopper";

import { loadConfirmation } from "../checkout.success.($id)/confirmation.server";
import { loadOrderHistory } from "../orders._index/orders.server";
import { loadProfilePage } from "../profile._index/profile.server";
import { signOutAction } from "./sign-out.server";

setupRouteTests();

describe("sign-out", () => {
  it("revokes the token at the API and forgets the whole session, bag and last order included", async () => {
    const shopper = routeShopper();
    expect((await shopper.signIn()).status).toBe(302);
    const token = shopper.jar.session().token as string;
    expect(store.sessions[token]).toBeDefined();

    const out = await shopper.post(signOutAction, "/sign-out", { intent: "sign-out" });
    expect(out).toMatchObject({ status: 302, location: "/" });
    expect(store.sessions[token]).toBeUndefined();
    expect(shopper.jar.header()).not.toContain("__session=");
  });

  it("leaves a copy of the signed-in cookie, taken before, opening nothing", async () => {
    const shopper = routeShopper();
    await shopper.signIn();
    const copy = routeShopper();
    copy.jar.adopt(shopper.jar.copy());
    expect((await copy.get(loadProfilePage, "/profile")).status).toBe(200);

    await shopper.post(signOutAction, "/sign-out", { intent: "sign-out" });
    for (const [load, path] of [
      [loadProfilePage, "/profile"],
      [loadOrderHistory, "/orders"],
    ] as const) {
      const answer = await copy.get(load, path);
      // The API refuses the revoked token: the store ends the copy's sign-in and asks to sign in again.
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toMatch(/^\/\?drawer=1&redirect=/);
    }
    expect(copy.jar.session().token).toBeUndefined();
    expect((await copy.get((request) => loadConfirmation(request, undefined), "/checkout/success")).data).toEqual({ order: null });
  });
});
