import { describe, expect, it } from "vitest";

import { checkFault } from "../qa";
import { PRESETS } from "./presets";

describe("the fault presets", () => {
  it("are the error catalogue's situations the console offers, each with a unique id", () => {
    expect(PRESETS.map((preset) => preset.title)).toEqual([
      "API down",
      "401 on the next call",
      "503 with error_code on pages",
      "Maintenance window",
      "Slow catalogue (2 s)",
      "Garbage JSON on the cart",
    ]);
    expect(new Set(PRESETS.map((preset) => preset.id)).size).toBe(PRESETS.length);
  });

  it("each pass the fault switch's checks, as POST /__qa/faults would take them", () => {
    for (const preset of PRESETS) {
      for (const fault of preset.faults) expect(checkFault(fault), `${preset.id}: ${fault.path}`).toMatchObject({ ok: true });
    }
  });

  it("do what their titles say", () => {
    const byId = Object.fromEntries(PRESETS.map((preset) => [preset.id, preset.faults]));
    expect(byId["api-down"].map((f) => [f.path, f.status, f.times])).toEqual([["/api/v1/*", 500, undefined], ["/cv", 500, undefined]]);
    expect(byId["401-next"]).toEqual([expect.objectContaining({ path: "/api/v1/*", status: 401, times: 1 })]);
    expect(byId["pages-503"]).toEqual([expect.objectContaining({ path: "/api/v1/pages/*", status: 503, body: expect.objectContaining({ error_code: 503 }) })]);
    expect(byId["maintenance"]).toEqual([
      { path: "/api/v1/*", status: 503, body: { error_code: 503, message: "Down for maintenance" } },
    ]);
    expect(byId["slow-catalogue"]).toEqual([{ method: "GET", path: "/api/v1/system-catalog*", delay_ms: 2000 }]);
    const [garbage] = byId["garbage-cart"];
    expect(garbage).toMatchObject({ method: "GET", path: "/api/v1/carts", status: 200, headers: { "Content-Type": "application/json" } });
    expect(() => JSON.parse(garbage.bodyText!)).toThrow();
  });
});
