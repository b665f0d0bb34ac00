import { describe, expect, it } from "vitest";

import { ROWS } from "../../tests/fault-matrix";
import { faultMatches } from "../faults";
import { checkFault } from "../qa";
import { STORE_API_PATHS } from "./paths";

describe("the store's API paths the fault form suggests", () => {
  it("hold every call of the fault matrix, with its method", () => {
    const missing = ROWS.filter((row) => !STORE_API_PATHS.some((entry) => entry.path === row.path && entry.methods.includes(row.method)));
    expect(missing.map((row) => `${row.method} ${row.path}`)).toEqual([]);
  });

  it("are each a path the fault switch takes, listed once", () => {
    for (const { path } of STORE_API_PATHS) expect(checkFault({ path }), path).toMatchObject({ ok: true });
    expect(new Set(STORE_API_PATHS.map((entry) => entry.path)).size).toBe(STORE_API_PATHS.length);
  });

  it("reach the calls they describe", () => {
    expect(faultMatches({ path: "/api/v1/carts/checkout/paypal/*" }, "PATCH", "/api/v1/carts/checkout/paypal/shipping-address")).toBe(true);
    expect(faultMatches({ path: "/api/v1/system-catalog/*" }, "GET", "/api/v1/system-catalog/rings")).toBe(true);
  });
});
