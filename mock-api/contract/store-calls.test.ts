import { describe, expect, it } from "vitest";

import * as account from "~/services/schemas/account.server";
import * as cart from "~/services/schemas/cart.server";
import * as catalog from "~/services/schemas/catalog.server";
import * as common from "~/services/schemas/common.server";
import * as orders from "~/services/schemas/orders.server";
import * as profile from "~/services/schemas/profile.server";
import * as retailers from "~/services/schemas/retailers.server";
import * as returns from "~/services/schemas/returns.server";
import * as site from "~/services/schemas/site.server";
import * as wishlist from "~/services/schemas/wishlist.server";

import { matchOperation } from "./conformance";
import { OPERATIONS } from "./operations";
import { callsIn, storeCalls } from "./store-calls";

/** Measured when written (70); a new call style the scanner cannot read would drop it well below. */
const FLOOR = 65;

const STORE_SCHEMAS: Record<string, unknown> = {
  ...account, ...cart, ...catalog, ...common, ...orders, ...profile, ...retailers, ...returns, ...site, ...wishlist,
};

const { calls, unresolved } = storeCalls(process.cwd());

describe("the store's calls", () => {
  it("are all found", () => {
    expect(unresolved).toEqual([]);
    expect(calls.length).toBeGreaterThanOrEqual(FLOOR);
  });

  it("are each an operation of the document", () => {
    const missing = calls.filter((call) => matchOperation(call.method, call.path) === null).map((c) => `${c.method} ${c.path} (${c.file}:${c.line})`);
    expect(missing).toEqual([]);
  });

  it("parse the answer with the very schema the document publishes, or read nothing of it", () => {
    const wrong = calls.flatMap((call) => {
      const template = matchOperation(call.method, call.path);
      const operation = OPERATIONS.find((o) => o.path === template && o.method === call.method.toLowerCase());
      const schema = call.schema === null ? undefined : STORE_SCHEMAS[call.schema];
      const agrees = call.schema === "acknowledged" ? operation?.answer === "mock" : schema !== undefined && operation?.response === schema;
      return agrees ? [] : [`${call.method} ${call.path} parses with ${call.schema} (${call.file}:${call.line})`];
    });
    expect(wrong).toEqual([]);
  });
});

describe("the scanner", () => {
  const source = `
    const path = (cartId: string, rest = "") => \`/carts/\${encodeURIComponent(cartId)}\${rest}\`;
    export const start = (request: Request, id: string) => api(request, path(id, "/start-checkout"), { method: "PATCH", schema: cartResponse });
    export function save(request: Request, id: number | null) {
      const to = id === null ? "/addresses" : \`/addresses/\${id}\`;
      return api(request, to, { method: id === null ? "POST" : "PUT", schema: addressResponse });
    }
    export const forward = (request: Request, path: string) => api(request, path, { schema: x });
    export const lost = (request: Request) => api(request, pathFor(request), { schema: x });
    export const url = apiUrl("/bootstrap");
  `;
  const found = callsIn("fixture.ts", source);

  it("reads templates, helpers, consts and ternaries on one condition together", () => {
    expect(found.calls.map(({ method, path, schema }) => `${method} ${path} ${schema}`)).toEqual([
      "PATCH /api/v1/carts/{cartId}/start-checkout cartResponse",
      "POST /api/v1/addresses addressResponse",
      "PUT /api/v1/addresses/{id} addressResponse",
      "GET /api/v1/bootstrap null",
    ]);
  });

  it("skips a function that only passes its own path on, and reports a path it cannot read", () => {
    expect(found.unresolved).toEqual([expect.objectContaining({ line: 9, text: expect.stringContaining("pathFor(request)") })]);
  });
});
