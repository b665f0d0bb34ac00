/**
 * The fault switch: lets QA and tests make the API slow, fail or send
 * garbage, per endpoint, without touching handlers.
 *
 * `faultHandler` must be the FIRST handler. For API calls (/api/v1/* and
 * /cv) and the integration stand-ins (/integrations/*; never /media/*,
 * /__provider/* or /__qa/*) it waits for the matching fault's delay (plus,
 * for API calls only, the global delay), then either answers with the
 * fault's status/body, or returns undefined so msw falls through to the real
 * handler.
 */
import { delay, http, HttpResponse } from "msw";
import { z } from "zod";

/** API calls: the global delay (MOCK_API_DELAY_MS, POST /__qa/delay) applies to them. */
export const isApiCall = (pathname: string) => pathname === "/cv" || pathname.startsWith("/api/v1/");

/**
 * Only API calls and the integration stand-ins are slowed or broken by
 * faults: media, the providers' pages and QA controls stay reliable.
 */
export const isFaultable = (pathname: string) => isApiCall(pathname) || pathname.startsWith("/integrations/");

/**
 * The fields' messages name the field, as a tester reads them without the
 * request beside them (the QA console shows them under its form's fields).
 */
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
} as const;

const wholeNumber = (message: string) => z.number({ invalid_type_error: message }).int(message);

export const faultInput = z
  .object({
    /** HTTP method; any method when omitted. */
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, FAULT_MESSAGES.method)
      .transform((m) => m.toUpperCase())
      .optional(),
    /**
     * Exact pathname, or a glob where `*` matches any characters (including "/").
     * A pathname never holds a space, a query or a fragment, so a path with one
     * could never match; an exact path that faults never apply to is refused too.
     */
    path: z
      .string({ required_error: "path is required" })
      .regex(/^[/*]/, FAULT_MESSAGES.pathStart)
      .regex(/^\S*$/, FAULT_MESSAGES.pathSpaces)
      .regex(/^[^?#]*$/, FAULT_MESSAGES.pathQuery)
      .refine((path) => path.includes("*") || isFaultable(path), FAULT_MESSAGES.pathNeverFaulted),
    /** Response status; 200 when only a body is given. */
    status: wholeNumber(FAULT_MESSAGES.status).min(200, FAULT_MESSAGES.status).max(599, FAULT_MESSAGES.status).optional(),
    /** JSON body to send instead of the real response. */
    body: z.unknown().optional(),
    /** Raw text to send instead (e.g. truncated JSON or an HTML error page). */
    bodyText: z.string().optional(),
    /**
     * Extra response headers, e.g. a Content-Type for bodyText. Checked here:
     * a name or value the Fetch API refuses would otherwise only fail when a
     * request meets the fault, as a 500 from the mock itself.
     */
    headers: z
      .record(
        z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, FAULT_MESSAGES.headerName),
        z.string().regex(/^[\t\x20-\x7e\x80-\xff]*$/, FAULT_MESSAGES.headerValue),
      )
      .optional(),
    delay_ms: wholeNumber(FAULT_MESSAGES.delay).min(0, FAULT_MESSAGES.delay).max(120_000, FAULT_MESSAGES.delay).optional(),
    /** How many matching requests the fault applies to; unlimited when omitted. */
    times: wholeNumber(FAULT_MESSAGES.times).positive(FAULT_MESSAGES.times).optional(),
  })
  .strict()
  .refine((f) => !(f.body !== undefined && f.bodyText !== undefined), {
    message: "give body or bodyText, not both",
    path: ["bodyText"],
  });

export type FaultInput = z.input<typeof faultInput>;
export type Fault = z.output<typeof faultInput> & {
  id: number;
  /** Requests this fault has answered so far. */
  hits: number;
};

let faults: Fault[] = [];
let nextId = 1;

const envDelay = () => {
  const value = Number(process.env.MOCK_API_DELAY_MS ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

/** Added to every API call; from MOCK_API_DELAY_MS, changeable at runtime. */
let globalDelayMs = envDelay();

export const getGlobalDelay = () => globalDelayMs;

export function setGlobalDelay(ms: number) {
  globalDelayMs = Math.max(0, ms);
}

/** Back to the MOCK_API_DELAY_MS value. */
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

/** Switches one fault off; false when no active fault has that id (a fault with `times` leaves once used up). */
export function removeFault(id: number): boolean {
  const before = faults.length;
  faults = faults.filter((f) => f.id !== id);
  return faults.length < before;
}

export function clearFaults() {
  faults = [];
}

const globToRegExp = (glob: string) =>
  new RegExp(`^${glob.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);

export function faultMatches(fault: Pick<Fault, "method" | "path">, method: string, pathname: string) {
  if (fault.method && fault.method !== method.toUpperCase()) return false;
  return fault.path.includes("*") ? globToRegExp(fault.path).test(pathname) : fault.path === pathname;
}

/** The first matching fault (in the order added), counted as used. */
export function takeFault(method: string, pathname: string): Fault | undefined {
  const fault = faults.find((f) => faultMatches(f, method, pathname));
  if (!fault) return undefined;
  fault.hits += 1;
  if (fault.times !== undefined && fault.hits >= fault.times) {
    faults = faults.filter((f) => f !== fault);
  }
  return fault;
}

/** Statuses whose responses must not carry a body. */
const NO_BODY = new Set([204, 205, 304]);

function faultResponse(fault: Fault): Response | undefined {
  const headers = fault.headers ?? {};
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
    // An error status alone gets the API's usual error shape.
    const body = { errors: [{ code: status, property: null, message: `Injected fault: HTTP ${status}` }] };
    return HttpResponse.json(body, { status, headers });
  }
  return undefined;
}

export const faultHandler = http.all("*", async ({ request }) => {
  const { pathname } = new URL(request.url);
  // CORS preflights are answered by the server, never broken.
  if (request.method === "OPTIONS" || !isFaultable(pathname)) return undefined;
  const fault = takeFault(request.method, pathname);
  const wait = (isApiCall(pathname) ? globalDelayMs : 0) + (fault?.delay_ms ?? 0);
  if (wait > 0) await delay(wait);
  return fault ? faultResponse(fault) : undefined;
});
