/** The page shell against the mock API in-process, with the mock's fault switch. */
import { server } from "../../mock-api/node";
import { addFault, clearFaults } from "../../mock-api/faults";
import { resetStore, store } from "../../mock-api/store";

import { OPTIONAL_BUDGET_MS, clearApiCache } from "./api.server";
import { commitSession, getSession } from "./session.server";
import { loadShell } from "./shell.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  resetStore();
  clearFaults();
  clearApiCache();
});

const madeToOrder = () => store.products.flatMap((p) => p.configurations).find((c) => !c.track_inventory)!;

async function withCart() {
  const added = await fetch("http://127.0.0.1:4010/api/v1/carts/items", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ product_configuration_id: madeToOrder().id, quantity: 2 }),
  });
  const cartId = ((await added.json()) as { data: { unique_id: string } }).data.unique_id;
  const session = await getSession(new Request("http://store.test/"));
  session.set("cart_unique_id", cartId);
  const cookie = (await commitSession(session)).split(";")[0]!;
  return () => new Request("http://store.test/", { headers: { Cookie: cookie } });
}

describe("loadShell", () => {
  it("shows the cart it loaded", async () => {
    const request = await withCart();
    const shell = await loadShell(request());
    expect(shell.cartCount).toBe(2);
    expect(shell.cart).toMatchObject({ failed: false });
    expect(shell.cart.lines).toHaveLength(1);
  });

  it("says the cart failed when get-cart fails, and shows no count rather than 0", async () => {
    const request = await withCart();
    addFault({ path: "/api/v1/carts", method: "GET", status: 500, body: { errors: [{ code: 500, message: "boom" }] } });
    const shell = await loadShell(request());
    expect(shell.cart).toEqual({ lines: [], subtotal: 0, digitalOnly: false, failed: true });
    expect(shell.cartCount).toBeNull();
  });

  it("calls a cart the API no longer knows empty, not failed", async () => {
    const request = await withCart();
    addFault({ path: "/api/v1/carts", method: "GET", status: 404, body: { errors: [{ code: 404, message: "Not found" }] } });
    const shell = await loadShell(request());
    expect(shell.cart.failed).toBe(false);
    expect(shell.cartCount).toBe(0);
  });

  it("does not wait for a slow campaign past the optional budget", async () => {
    addFault({ path: "/api/v1/campaign-discount", delay_ms: 3_000 });
    const started = Date.now();
    const shell = await loadShell(new Request("http://store.test/"));
    expect(Date.now() - started).toBeLessThan(OPTIONAL_BUDGET_MS + 500);
    expect(shell.campaign.loaded).toBe(false);
  });
});
