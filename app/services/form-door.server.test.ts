import { z } from "zod";

import { defineForm } from "~/lib/forms/form";
import { GENERIC_FAILURE } from "~/lib/forms/messages";

import { ApiError } from "./api.server";
import { env } from "./env.server";
import { MAX_FORM_BYTES, ORIGIN_HEADER, REFUSED, fromApi, handleForms, on, readForm, readJson, refuse, requestOrigin } from "./form-door.server";

const STORE = "http://store.test";
const FORM = "application/x-www-form-urlencoded";

function post(body: BodyInit | null, headers: Record<string, string> = {}, path = "/sign-in") {
  return new Request(`${STORE}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": FORM, Origin: STORE, ...headers },
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** What a thrown `data()` or Response says: its status and body. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; body: unknown; location: string | null }> {
  const error = await promise.then(
    () => {
      throw new Error("expected the door to throw");
    },
    (e: unknown) => e,
  );
  if (error instanceof Response) return { status: error.status, body: null, location: error.headers.get("Location") };
  const init = (error as { init?: ResponseInit }).init;
  if (!init) throw error;
  return { status: init.status ?? 200, body: (error as { data: unknown }).data, location: null };
}

/** A stream that sends `total` bytes in 8 KB chunks, with no Content-Length: a chunked body. */
function chunked(total: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(8192, total - sent);
      controller.enqueue(new TextEncoder().encode("a".repeat(size)));
      sent += size;
    },
  });
}

const signIn = defineForm(
  "sign-in",
  z.object({ email: z.string().email("Enter a valid email address"), password: z.string().min(1, "Password is required") }),
  { apiErrors: "fields only" },
);

describe("the door's gate", () => {
  const saved = { ...env };
  afterEach(() => Object.assign(env, saved));

  it("lets in a form from the store's own pages", async () => {
    const form = await readForm(post("email=a%40b.co"));
    expect(form.get("email")).toBe("a@b.co");
  });

  it.each([
    ["another origin", { Origin: "https://evil.example" }],
    ["an opaque origin", { Origin: "null" }],
    ["the same host on another scheme", { Origin: "https://store.test" }],
    ["our header saying another origin, whatever Origin says", { [ORIGIN_HEADER]: "https://evil.example" }],
  ])("answers a post from %s with a 403 page, never a 500", async (_name, headers) => {
    const refusal = await thrown(readForm(post("email=a%40b.co", headers)));
    expect(refusal.status).toBe(403);
    expect(refusal.body).toMatchObject({ refused: true, message: REFUSED[403], back: "/" });
  });

  it("reads Sec-Fetch-Site when there is no Origin", async () => {
    const noOrigin = (site: string) => {
      const request = post("email=a%40b.co", { "Sec-Fetch-Site": site });
      request.headers.delete("Origin");
      return request;
    };
    expect((await thrown(readForm(noOrigin("cross-site")))).status).toBe(403);
    expect((await thrown(readForm(noOrigin("same-site")))).status).toBe(403);
    expect((await readForm(noOrigin("same-origin"))).get("email")).toBe("a@b.co");
  });

  it("accepts SITE_URL's origin, for a store behind a proxy that rewrites Host", async () => {
    const request = new Request("http://10.0.0.5:3000/sign-in", {
      method: "POST",
      body: "email=a%40b.co",
      headers: { "Content-Type": FORM, [ORIGIN_HEADER]: "https://www.example.com" },
    });
    expect((await thrown(readForm(request.clone()))).status).toBe(403);
    env.SITE_URL = "https://www.example.com";
    expect((await readForm(request)).get("email")).toBe("a@b.co");
  });

  it("reads the browser's origin from the X-Forwarded-Host and -Proto server.mjs let through", async () => {
    const forwarded = (headers: Record<string, string> = { "X-Forwarded-Host": "shop.example", "X-Forwarded-Proto": "https" }) =>
      new Request("http://10.0.0.5:3000/sign-in", {
        method: "POST",
        body: "email=a%40b.co",
        headers: { "Content-Type": FORM, Origin: "https://shop.example", ...headers },
      });
    // From a peer that is no trusted proxy, server.mjs has dropped them (server/trusted-proxies.ts).
    expect(requestOrigin(forwarded({}))).toBe("http://10.0.0.5:3000");
    expect((await thrown(readForm(forwarded({})))).status).toBe(403);
    expect(requestOrigin(forwarded())).toBe("https://shop.example");
    expect((await readForm(forwarded())).get("email")).toBe("a@b.co");
  });

  it("links a refusal back to the store's page it came from, never elsewhere", async () => {
    const fromPage = await thrown(readForm(post("x", { "Content-Type": "text/plain", Referer: `${STORE}/faq?panel=email-us` })));
    expect(fromPage.body).toMatchObject({ back: "/faq?panel=email-us" });
    const fromElsewhere = await thrown(readForm(post("x", { Origin: "https://evil.example", Referer: "https://evil.example/trap" })));
    expect(fromElsewhere.body).toMatchObject({ back: "/" });
  });

  it.each([
    ["multipart", "multipart/form-data; boundary=x"],
    ["JSON", "application/json"],
    ["plain text", "text/plain"],
  ])("answers a %s body with a 415", async (_name, type) => {
    const refusal = await thrown(readForm(post("email=a%40b.co", { "Content-Type": type })));
    expect(refusal.status).toBe(415);
  });

  it("answers a body without a type with a 415", async () => {
    const request = post("email=a%40b.co");
    request.headers.delete("Content-Type");
    expect((await thrown(readForm(request))).status).toBe(415);
  });

  it("takes a form of exactly 64 KB and refuses one byte more with a 413", async () => {
    const field = "message=";
    const exact = field + "a".repeat(MAX_FORM_BYTES - field.length);
    expect((await readForm(post(exact))).get("message")).toHaveLength(MAX_FORM_BYTES - field.length);
    expect((await thrown(readForm(post(`${exact}a`)))).status).toBe(413);
  });

  it("refuses a declared oversized body before reading it", async () => {
    const request = post(chunked(10), { "Content-Length": String(MAX_FORM_BYTES + 1) });
    expect((await thrown(readForm(request))).status).toBe(413);
  });

  it("counts a chunked body as it arrives and stops it past the cap", async () => {
    expect((await thrown(readForm(post(chunked(MAX_FORM_BYTES * 16))))).status).toBe(413);
    expect((await readForm(post(chunked(1000)))).get("a".repeat(1000))).toBe("");
  });

  it("answers a body that is not UTF-8 with a 400", async () => {
    expect((await thrown(readForm(post(new Uint8Array([0x61, 0x3d, 0xff, 0xfe]))))).status).toBe(400);
  });

  it("takes JSON only where a route asks for it, within that route's cap", async () => {
    const beacon = (body: string) => post(body, { "Content-Type": "application/json" }, "/resources/events");
    expect(await readJson(beacon('{"event_id":"page_view"}'), 100)).toEqual({ event_id: "page_view" });
    expect((await thrown(readJson(beacon("{not json"), 100))).status).toBe(400);
    expect((await thrown(readJson(beacon(`"${"a".repeat(200)}"`), 100))).status).toBe(413);
    expect((await thrown(readJson(post("a=1"), 100))).status).toBe(415);
  });
});

describe("answering a form", () => {
  it("refuses invalid input with the errors and the values, never the password", async () => {
    const reply = await handleForms(post("intent=sign-in&email=not-an-email&password=hunter2%21"), on(signIn, () => undefined));
    expect(reply.init?.status).toBe(422);
    expect(reply.data).toEqual({
      intent: "sign-in",
      ok: false,
      fieldErrors: { email: "Enter a valid email address" },
      values: { email: "not-an-email" },
    });
    expect(JSON.stringify(reply.data)).not.toContain("hunter2");
  });

  it("hands the save the schema's output and answers success in the one shape", async () => {
    const save = vi.fn(() => ({ message: "Welcome back" }));
    const reply = await handleForms(post("intent=sign-in&email=a%40b.co&password=x"), on(signIn, save));
    expect(save).toHaveBeenCalledWith({ email: "a@b.co", password: "x" }, expect.any(URLSearchParams));
    expect(reply.data).toEqual({ intent: "sign-in", ok: true, message: "Welcome back" });
    expect(reply.init?.headers).toBeDefined();
  });

  it("maps the API's refusal onto the form, and never echoes the password", async () => {
    const reply = await handleForms(
      post("intent=sign-in&email=a%40b.co&password=wrong-one"),
      on(signIn, () => {
        throw new ApiError(400, [{ code: 400, property: "password", message: "The password is incorrect" }]);
      }),
    );
    expect(reply.init?.status).toBe(400);
    expect(reply.data).toEqual({ intent: "sign-in", ok: false, fieldErrors: { password: "The password is incorrect" }, values: { email: "a@b.co" } });
  });

  it("answers a save's own refusal with the values kept", async () => {
    const reply = await handleForms(post("intent=sign-in&email=a%40b.co&password=x"), on(signIn, () => refuse({ email: "Not this one" })));
    expect(reply.data).toMatchObject({ ok: false, fieldErrors: { email: "Not this one" }, values: { email: "a@b.co" } });
  });

  it("tells a route's forms apart by intent, and refuses an unknown one", async () => {
    const other = defineForm("newsletter", z.object({ email: z.string() }));
    const reply = await handleForms(post("intent=newsletter&email=x"), on(signIn, () => ({ message: "wrong" })), on(other, () => ({ message: "right" })));
    expect(reply.data).toMatchObject({ intent: "newsletter", message: "right" });
    expect((await thrown(handleForms(post("intent=nope"), on(signIn, () => undefined)))).status).toBe(400);
  });

  it("sends a value over its limit back whole for the shopper to shorten, and never more than 10,000 characters", async () => {
    const long = await handleForms(post(`intent=sign-in&email=${"a".repeat(5001)}&password=x`), on(signIn, () => undefined));
    expect(long.data).toMatchObject({ ok: false, values: { email: "a".repeat(5001) } });
    const huge = await handleForms(post(`intent=sign-in&email=${"a".repeat(60_000)}&password=x`), on(signIn, () => undefined));
    expect(huge.data).toMatchObject({ ok: false, values: { email: "a".repeat(10_000) } });
  });

  it("lets a redirect on this site through, and sends one off the site home", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const goingTo = (location: string) =>
      thrown(handleForms(post("intent=sign-in&email=a%40b.co&password=x"), on(signIn, () => new Response(null, { status: 302, headers: { Location: location } }))));
    expect((await goingTo("/profile")).location).toBe("/profile");
    expect((await goingTo("//evil.example")).location).toBe("/");
    expect((await goingTo("https://evil.example/")).location).toBe("/");
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it("lets a route name the one off-site address it trusts", async () => {
    const provider = "https://pay.example/approve?token=1";
    const redirect = () => new Response(null, { status: 302, headers: { Location: provider } });
    const result = await thrown(
      handleForms(post("intent=sign-in&email=a%40b.co&password=x"), on(signIn, redirect, { offsite: (url) => url.startsWith("https://pay.example/") })),
    );
    expect(result.location).toBe(provider);
  });

  it("sends a refusal where the route says when the form has no page to show it on", async () => {
    const result = await thrown(
      handleForms(post("intent=sign-in&email=bad&password=x"), on(signIn, () => undefined, { refused: (r) => new Response(null, { status: 303, headers: { Location: `/?error=${r.fieldErrors.email}` } }) })),
    );
    expect(result.status).toBe(303);
  });

  it("tells the route answering a refusal in its own shape the refusal's status", async () => {
    const statuses: number[] = [];
    const answer = (status: number) => {
      statuses.push(status);
      return new Response(null, { status });
    };
    const refusing = (save: () => unknown) => on(signIn, save as () => undefined, { refused: (_, status) => answer(status) });
    await thrown(handleForms(post("intent=sign-in&email=bad&password=x"), refusing(() => undefined)));
    await thrown(handleForms(post("intent=sign-in&email=a%40b.co&password=x"), refusing(() => Promise.reject(new ApiError(402, [{ message: "Declined" }])))));
    await thrown(handleForms(post("intent=sign-in&email=a%40b.co&password=x"), refusing(() => Promise.reject(new ApiError(500, [{ message: "Down" }])))));
    expect(statuses).toEqual([422, 400, 502]);
  });
});

describe("the API's refusals, by the spec's catalogue", () => {
  const fields = z.object({ email: z.string(), first_name: z.string(), card_number: z.string() });
  const error = (status: number, errors: Array<{ code?: number; property?: string | null; message: string }>) => new ApiError(status, errors);
  const onEmail = { code: 400, property: "email", message: "This address cannot receive mail." };
  const general = { code: 422, property: null, message: "Messages are paused for maintenance." };

  it("fields: under the field, and the first message only when no field took one", () => {
    const form = defineForm("f", fields);
    expect(fromApi(form, error(400, [onEmail]), {})).toEqual({ intent: "f", ok: false, fieldErrors: { email: onEmail.message }, values: {} });
    expect(fromApi(form, error(422, [general]), {})).toMatchObject({ fieldErrors: {}, message: general.message });
  });

  it("fields: a property the form does not have is not a field error", () => {
    const form = defineForm("f", fields);
    expect(fromApi(form, error(400, [{ code: 400, property: "role", message: "No." }]), {})).toMatchObject({ fieldErrors: {}, message: "No." });
  });

  it("maps the API's names to the form's", () => {
    const form = defineForm("f", fields);
    const refused = fromApi(form, error(400, [{ code: 400, property: "number", message: "Card declined" }]), {}, { number: "card_number" });
    expect(refused.fieldErrors).toEqual({ card_number: "Card declined" });
  });

  it("fields and message (email us): both", () => {
    const form = defineForm("f", fields, { apiErrors: "fields and message" });
    expect(fromApi(form, error(400, [onEmail]), {})).toMatchObject({ fieldErrors: { email: onEmail.message }, message: onEmail.message });
  });

  it("fields only (sign-in): nothing for a message that names no field of the form", () => {
    const form = defineForm("f", fields, { apiErrors: "fields only" });
    expect(fromApi(form, error(422, [general]), {})).toEqual({ intent: "f", ok: false, fieldErrors: {}, values: {} });
  });

  it("one field (newsletter): every message under it, or the fallback", () => {
    const form = defineForm("f", fields, { apiErrors: { field: "email", fallback: "Server error" } });
    expect(fromApi(form, error(422, [general]), {})).toMatchObject({ fieldErrors: { email: general.message } });
    expect(fromApi(form, new ApiError(409, [], ""), {})).toMatchObject({ fieldErrors: { email: "Server error" } });
    // A 4xx without messages: the store's own words for it ("API error 400") are never shown.
    expect(fromApi(form, new ApiError(400, []), {})).toMatchObject({ fieldErrors: { email: "Server error" } });
    expect(fromApi(form, error(500, [{ message: "SQLSTATE[42S02] table missing" }]), {})).toMatchObject({ fieldErrors: { email: "Server error" } });
  });

  it.each(["fields", "fields and message"] as const)("%s: a 4xx without a message says the generic failure, never the store's words", (rule) => {
    const form = defineForm("f", fields, { apiErrors: rule });
    expect(fromApi(form, new ApiError(400, []), {})).toMatchObject({ fieldErrors: {}, message: GENERIC_FAILURE });
  });

  it.each(["fields", "fields and message", "fields only"] as const)("%s: a 5xx says the generic failure", (rule) => {
    const form = defineForm("f", fields, { apiErrors: rule });
    expect(fromApi(form, error(500, [{ message: "SQLSTATE[42S02] table missing" }]), {})).toMatchObject({ message: GENERIC_FAILURE });
  });
});
