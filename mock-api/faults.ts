/** `faultHandler` must be the FIRST handler (it answers or falls through); media, provider pages and QA controls are never faulted. */
import { delay, http, HttpResponse } from "msw";
import { z } from "zod";

import { globToRegExp } from "./glob";

/** Carried out on the socket by server.ts (wire.ts); in-process msw has no socket, so there they pass through. */
export const WIRE_FAULTS = ["reset", "close-after-headers", "truncate", "malformed-json", "hang", "wrong-shape"] as const;
export type WireFault = (typeof WIRE_FAULTS)[number];

export const isApiCall = (pathname: string) => pathname === "/cv" || pathname.startsWith("/api/v1/");

export const isFaultable = (pathname: string) => isApiCall(pathname) || pathname.startsWith("/integrations/");

/** Messages name the field: testers read them without the request beside them (the QA console shows them under its fields). */
export const FAULT_MESSAGES = {
  method: "method must be an HTTP method, e.g. GET or POST",
  pathStart: "path must start with / or *",
  pathSpaces: "path may not contain spaces",
  pathQuery: "path is matched against the URL's path alone: leave out ?query and #fragment",
  pathNeverFaulted: "faults apply to /api/v1/*, /cv and /integrations/* only: this path is never broken",
  status: "status must be a whole number from 200 to 599",
  delay: "delay_ms must be a whole number of milliseconds from 0 to 120000",
  times: "times must be a whole number, 1 or more",
  headerName: "a header name is letters, digits and - only, e.g. Content-Type",
  headerValue: "a header value may not hold line breaks or other control characters",
  wire: `wire must be one of ${WIRE_FAULTS.join(", ")}`,
  wireAlone: "a wire fault is its own answer: leave out status, body, bodyText and headers (delay_ms and times still apply)",
} as const;

const wholeNumber = (message: string) => z.number({ invalid_type_error: message }).int(message);

export const faultInput = z
  .object({
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, FAULT_MESSAGES.method)
      .transform((m) => m.toUpperCase())
      .optional(),
    path: z
      .string({ required_error: "path is required" })
      .regex(/^[/*]/, FAULT_MESSAGES.pathStart)
      .regex(/^\S*$/, FAULT_MESSAGES.pathSpaces)
      .regex(/^[^?#]*$/, FAULT_MESSAGES.pathQuery)
      .refine((path) => path.includes("*") || isFaultable(path), FAULT_MESSAGES.pathNeverFaulted),
    /** 200 when only a body is given. */
    status: wholeNumber(FAULT_MESSAGES.status).min(200, FAULT_MESSAGES.status).max(599, FAULT_MESSAGES.status).optional(),
    body: z.unknown().optional(),
    bodyText: z.string().optional(),
    /** Checked here: a header the Fetch API refuses would otherwise fail only when a request meets the fault, as a mock 500. */
    headers: z
      .record(
        z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, FAULT_MESSAGES.headerName),
        z.string().regex(/^[\t\x20-\x7e\x80-\xff]*$/, FAULT_MESSAGES.headerValue),
      )
      .optional(),
    delay_ms: wholeNumber(FAULT_MESSAGES.delay).min(0, FAULT_MESSAGES.delay).max(120_000, FAULT_MESSAGES.delay).optional(),
    /** Unlimited when omitted. */
    times: wholeNumber(FAULT_MESSAGES.times).positive(FAULT_MESSAGES.times).optional(),
    wire: z.enum(WIRE_FAULTS, { errorMap: () => ({ message: FAULT_MESSAGES.wire }) }).optional(),
  })
  .strict()
  .refine((f) => !f.wire || (f.status ?? f.body ?? f.bodyText ?? f.headers) === undefined, {
    message: FAULT_MESSAGES.wireAlone,
    path: ["wire"],
  })
  .refine((f) => !(f.body !== undefined && f.bodyText !== undefined), {
    message: "give body or bodyText, not both",
    path: ["bodyText"],
  });

export type FaultInput = z.input<typeof faultInput>;
export type Fault = z.output<typeof faultInput> & {
  id: number;
  hits: number;
};

let faults: Fault[] = [];
let nextId = 1;

const envDelay = () => {
  const value = Number(process.env.MOCK_API_DELAY_MS ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

let globalDelayMs = envDelay();

export const getGlobalDelay = () => globalDelayMs;

export function setGlobalDelay(ms: number) {
  globalDelayMs = Math.max(0, ms);
}

export function resetGlobalDelay() {
  globalDelayMs = envDelay();
}

export function addFault(input: z.output<typeof faultInput>): Fault {
  const fault: Fault = { ...input, id: nextId++, hits: 0 };
  faults.push(fault);
  return fault;
}

export function listFaults(): Fault[] {
  return faults.map((f) => ({ ...f }));
}

/** False when no active fault has that id (a fault with `times` leaves once used up). */
export function removeFault(id: number): boolean {
  const before = faults.length;
  faults = faults.filter((f) => f.id !== id);
  return faults.length < before;
}

export function clearFaults() {
  faults = [];
}

export function faultMatches(fault: Pick<Fault, "method" | "path">, method: string, pathname: string) {
  if (fault.method && fault.method !== method.toUpperCase()) return false;
  return fault.path.includes("*") ? globToRegExp(fault.path).test(pathname) : fault.path === pathname;
}

/** The first active fault for the call at that layer: the socket's (wire) or HTTP's (the rest). */
export function takeFault(method: string, pathname: string, layer: "http" | "wire" = "http"): Fault | undefined {
  const fault = faults.find((f) => (f.wire !== undefined) === (layer === "wire") && faultMatches(f, method, pathname));
  if (!fault) return undefined;
  fault.hits += 1;
  if (fault.times !== undefined && fault.hits >= fault.times) {
    faults = faults.filter((f) => f !== fault);
  }
  return fault;
}

const NO_BODY = new Set([204, 205, 304]);

/** On every answer the switch gives instead of the API: the fault's id, for the journal and for whoever reads the answer. */
export const FAULT_ID_HEADER = "X-Mock-Fault";

function faultResponse(fault: Fault): Response | undefined {
  const headers = { ...fault.headers, [FAULT_ID_HEADER]: String(fault.id) };
  if (fault.bodyText !== undefined) {
    const status = fault.status ?? 200;
    return new HttpResponse(NO_BODY.has(status) ? null : fault.bodyText, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
    });
  }
  if (fault.body !== undefined) {
    const status = fault.status ?? 200;
    if (NO_BODY.has(status)) return new HttpResponse(null, { status, headers });
    return new HttpResponse(JSON.stringify(fault.body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });
  }
  if (fault.status !== undefined) {
    const status = fault.status;
    if (status < 400) return new HttpResponse(null, { status, headers });
    const body = { errors: [{ code: status, property: null, message: `Injected fault: HTTP ${status}` }] };
    return HttpResponse.json(body, { status, headers });
  }
  return undefined;
}

export const faultHandler = http.all("*", async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (request.method === "OPTIONS" || !isFaultable(pathname)) return undefined;
  const fault = takeFault(request.method, pathname);
  const wait = (isApiCall(pathname) ? globalDelayMs : 0) + (fault?.delay_ms ?? 0);
  if (wait > 0) await delay(wait);
  return fault ? faultResponse(fault) : undefined;
});
