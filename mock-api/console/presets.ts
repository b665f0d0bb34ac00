/** One-click faults for spec 8's error catalogue; presets.test.ts checks each passes the fault switch's validation. */
import type { FaultInput } from "../faults";

export interface Preset {
  id: string;
  title: string;
  /** What the store should do, so the tester knows what to look for. */
  description: string;
  faults: readonly FaultInput[];
}

export const PRESETS: readonly Preset[] = [
  {
    id: "api-down",
    title: "API down",
    description:
      "Every API call, /cv included, answers 500 until removed: required calls show the error page, optional ones leave their part out.",
    faults: [
      { path: "/api/v1/*", status: 500, body: { errors: [{ code: 500, property: null, message: "Internal server error" }] } },
      { path: "/cv", status: 500 },
    ],
  },
  {
    id: "401-next",
    title: "401 on the next call",
    description:
      "Whichever API call comes next answers 401 Unauthenticated., once: a signed-in shopper loses the session and gets the sign-in drawer.",
    faults: [{ path: "/api/v1/*", status: 401, body: { errors: [{ code: 401, property: null, message: "Unauthenticated." }] }, times: 1 }],
  },
  {
    id: "pages-503",
    title: "503 with error_code on pages",
    description: "Content pages (/about, /faq, ...) answer 503 with {error_code: 503}: the store sends the shopper to /404.",
    faults: [{ method: "GET", path: "/api/v1/pages/*", status: 503, body: { error_code: 503, message: "Service unavailable" } }],
  },
  {
    id: "maintenance",
    title: "Maintenance window",
    description:
      "Every API call answers 503 with {error_code: 503}: any page sends the shopper to /404, which is drawn without the API (never a redirect loop).",
    faults: [{ path: "/api/v1/*", status: 503, body: { error_code: 503, message: "Down for maintenance" } }],
  },
  {
    id: "slow-catalogue",
    title: "Slow catalogue (2 s)",
    description: "Listings, search and best sellers wait 2 seconds, then answer as usual.",
    faults: [{ method: "GET", path: "/api/v1/system-catalog*", delay_ms: 2000 }],
  },
  {
    id: "garbage-cart",
    title: "Garbage JSON on the cart",
    description:
      "Reading the cart, and starting its checkout, answer 200 with truncated JSON: the drawer and /checkout say the cart could not be loaded, never that it is empty.",
    faults: [
      { method: "GET", path: "/api/v1/carts", status: 200, bodyText: '{"data":{"unique_id":"', headers: { "Content-Type": "application/json" } },
      // /checkout reads the cart by starting its checkout.
      { method: "PATCH", path: "/api/v1/carts/*/start-checkout", status: 200, bodyText: '{"data":{"unique_id":"', headers: { "Content-Type": "application/json" } },
    ],
  },
];

export const findPreset = (id: string): Preset | undefined => PRESETS.find((preset) => preset.id === id);
