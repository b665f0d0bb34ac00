// Through each form's own action: the post after the limit is a 429 with Retry-After and the form kept, for one IP
// only. Sign-in and codes have tests of their own beside their routes.
import { store } from "../../mock-api/store";
import { setupRouteTests } from "../../tests/route-shopper";
import { emailUsAction } from "~/routes/email-us/email-us.server";
import { subscribeAction } from "~/routes/newsletter/newsletter.server";
import { productFormsAction } from "~/routes/product.$slug/product.server";
import { recoverPasswordAction } from "~/routes/recover-password._index/recover-password.server";
import { signUpAction } from "~/routes/sign-up/sign-up.server";

import { CLIENT_IP_HEADER } from "./client-ip.server";
import { env } from "./env.server";
import { HINTS_PER_RECIPIENT, HINTS_PER_SENDER, MESSAGES, PASSWORD_RECOVERY, SIGN_UP, type LimitRule } from "./rate-limit.server";

setupRouteTests();

const PRODUCT = "celeste-solitaire-ring";

type Case = {
  form: string;
  rule: LimitRule;
  path: string;
  action: (request: Request) => Promise<unknown>;
  /** Each call may differ (a new e-mail for each account). */
  fields: (n: number) => Record<string, string>;
  kept: string;
};

const CASES: Case[] = [
  {
    form: "sign-up",
    rule: SIGN_UP,
    path: "/sign-up",
    action: signUpAction,
    fields: (n) => ({ first_name: "Ada", last_name: "Byron", email: `ada.${n}@example.com`, password: "Analytical!1", password_confirmation: "Analytical!1" }),
    kept: "last_name",
  },
  { form: "recover-password", rule: PASSWORD_RECOVERY, path: "/recover-password", action: recoverPasswordAction, fields: () => ({ email: "demo@maison-lumiere.example" }), kept: "email" },
  { form: "newsletter", rule: MESSAGES, path: "/newsletter", action: subscribeAction, fields: (n) => ({ email: `reader.${n}@example.com` }), kept: "email" },
  {
    form: "email-us",
    rule: MESSAGES,
    path: "/email-us",
    action: emailUsAction,
    fields: () => ({ first_name: "Ada", last_name: "Byron", email: "ada@example.com", question: "Could this ring be resized?", page: "/about" }),
    kept: "question",
  },
  {
    form: "hint",
    rule: MESSAGES,
    path: `/product/${PRODUCT}`,
    action: (request) => productFormsAction(request, PRODUCT),
    // A recipient of their own each time: one address gets a few hints a day (below).
    fields: (n) => ({ email: `friend.${n}@example.com`, name: "Ana", message: "For the fifth of May" }),
    kept: "message",
  },
  {
    form: "question",
    rule: MESSAGES,
    path: `/product/${PRODUCT}`,
    action: (request) => productFormsAction(request, PRODUCT),
    fields: () => ({ first_name: "Ada", last_name: "Byron", email: "ada@example.com", question: "Is it conflict-free?" }),
    kept: "question",
  },
];

function post(path: string, fields: Record<string, string>, ip: string, host = "store.test", more: Record<string, string> = {}) {
  return new Request(`http://${host}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: ip, ...more },
    body: new URLSearchParams(fields),
  });
}

type Reply = { status: number; headers: Headers; body: unknown };

async function answer(action: Case["action"], request: Request): Promise<Reply> {
  try {
    const reply = (await action(request)) as { init?: { status?: number; headers?: HeadersInit } | null; data?: unknown } | Response;
    if (reply instanceof Response) return { status: reply.status, headers: reply.headers, body: null };
    return { status: reply.init?.status ?? 200, headers: new Headers(reply.init?.headers ?? undefined), body: reply.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers, body: null };
    throw thrown;
  }
}

describe.each(CASES)("the $form form's limit", ({ form, rule, path, action, fields, kept }) => {
  it(`answers post ${rule.points + 1} from one IP with a 429, the form kept; another IP goes on`, async () => {
    const ip = "203.0.113.9";
    for (let n = 0; n < rule.points; n += 1) {
      const reply = await answer(action, post(path, { intent: form, ...fields(n) }, ip));
      expect(reply.status, `post ${n + 1}: ${JSON.stringify(reply.body)}`).toBeLessThan(400);
    }
    const limited = await answer(action, post(path, { intent: form, ...fields(rule.points) }, ip));
    expect(limited.status, JSON.stringify(limited.body)).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(rule.durationS - 60);
    // The newsletter's one field carries its messages; the other forms have a message of their own.
    const { message, fieldErrors } = limited.body as { message?: string; fieldErrors: Record<string, string> };
    expect(limited.body).toMatchObject({ intent: form, ok: false });
    expect(message ?? fieldErrors.email).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((limited.body as { values: Record<string, string> }).values[kept]).toBe(fields(rule.points)[kept]);
    expect(JSON.stringify(limited.body)).not.toContain("Analytical!1");
    expect((await answer(action, post(path, { intent: form, ...fields(rule.points + 1) }, "198.51.100.77"))).status).toBeLessThan(400);
  });
});

describe("links that leave the store", () => {
  it("builds the hint e-mail's link on SITE_URL, whatever Host the post came with", async () => {
    const reply = await answer(
      (request) => productFormsAction(request, PRODUCT),
      post(`/product/${PRODUCT}`, { intent: "hint", email: "friend@example.com" }, "203.0.113.10", "evil.example"),
    );
    expect(reply.status).toBeLessThan(400);
    const sent = store.outbox.at(-1) as unknown as Record<string, unknown>;
    expect(JSON.stringify(sent)).toContain(`${env.SITE_URL}/product/${PRODUCT}`);
    expect(JSON.stringify(sent)).not.toContain("evil.example");
  });
});

describe("drop a hint", () => {
  const sent = () => store.outbox.filter((message) => message.type === "hint") as unknown as Array<{ to: string; url: string }>;
  const hint = (email: string, ip: string, uid?: string, path = `/product/${PRODUCT}`) =>
    answer(
      (request) => productFormsAction(request, PRODUCT),
      post(path, { intent: "hint", email, message: "For the fifth of May" }, ip, "store.test", uid ? { Cookie: `uid=${uid}` } : {}),
    );
  const visitor = (n: number) => `0b0e0f00-0000-4000-8000-00000000000${n}`;

  it("links to the piece's canonical address alone, whatever the page's address carried", async () => {
    const reply = await hint("friend@example.com", "203.0.113.30", undefined, `/product/${PRODUCT}?configuration_id=YG14-DIA&utm_source=x&next=https%3A%2F%2Fevil.example%2F`);
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(400);
    expect(sent().map((message) => message.url)).toEqual([`${env.SITE_URL}/product/${PRODUCT}`]);
  });

  it(`sends one address ${HINTS_PER_RECIPIENT.points} hints a day whoever sends them; the next is refused under their e-mail, in words`, async () => {
    const spellings = ["friend@example.com", "Friend@Example.com", " FRIEND@example.com "];
    for (let n = 0; n < HINTS_PER_RECIPIENT.points; n += 1) {
      const reply = await hint(spellings[n % spellings.length], `198.51.100.${n + 1}`, visitor(n));
      expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(400);
    }
    const refused = await hint("friend@example.com", "198.51.100.50", visitor(9));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      intent: "hint",
      ok: false,
      fieldErrors: { email: expect.stringMatching(/^This address has had all the hints we send in a day\. Please try again in \d+ hours?\.$/) },
      values: { email: "friend@example.com", message: "For the fifth of May" },
    });
    expect(sent()).toHaveLength(HINTS_PER_RECIPIENT.points);
    expect((await hint("another.friend@example.com", "198.51.100.50", visitor(9))).status).toBeLessThan(400);
  });

  it(`gives one visitor ${HINTS_PER_SENDER.points} hints a day whatever their address; the next is a 429, another visitor goes on`, async () => {
    for (let n = 0; n < HINTS_PER_SENDER.points; n += 1) {
      const reply = await hint(`friend.${n}@example.com`, `192.0.2.${n + 1}`, visitor(1));
      expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(400);
    }
    const limited = await hint("friend.9@example.com", "192.0.2.99", visitor(1));
    expect(limited.status).toBe(429);
    expect((limited.body as { message: string }).message).toMatch(/^Too many attempts\. Please try again in \d+ hours?\.$/);
    expect((await hint("friend.9@example.com", "192.0.2.99", visitor(2))).status).toBeLessThan(400);
  });
});
