import { describe, expect, it } from "vitest";

import { EMAIL_US_SUBJECTS } from "~/routes/email-us/email-us.form";
import { acknowledged, errorBody } from "~/services/schemas/common.server";

import { QUESTION_SUBJECTS, productPageUrl } from "./routes/messages";
import { findProduct } from "./products";
import { store } from "./store";
import { api, getJson, postJson, setupMockApi } from "./testing";

setupMockApi();

const outbox = async () => ((await getJson("/__qa/outbox")).body as { data: Array<Record<string, unknown>> }).data;

async function expectFieldErrors(response: Response, properties: string[]) {
  expect(response.status).toBe(400);
  const body = errorBody.parse(await response.json());
  expect(body.errors?.map((e) => e.property)).toEqual(properties);
  expect(body.errors?.every((e) => e.code === 400 && e.message.length > 0)).toBe(true);
  return body.errors!;
}

describe("POST /api/v1/products/link-to-email", () => {
  const pageOf3 = () => productPageUrl(findProduct("3")!.slug);
  const hint = () => ({ email: "friend@example.com", product_id: 3, url: pageOf3(), name: "Ana", message: "Hint hint" });
  const send = (body: unknown) => postJson("/api/v1/products/link-to-email", body);

  it("accepts a hint, answers sent:true and records it in the outbox", async () => {
    const response = await send(hint());
    expect(response.status).toBe(200);
    expect(acknowledged.parse(await response.json())).toEqual({ data: { sent: true } });
    expect(await outbox()).toEqual([
      expect.objectContaining({
        id: 1, type: "hint", to: "friend@example.com", product_id: 3,
        url: pageOf3(), name: "Ana", message: "Hint hint", received_at: expect.any(String),
      }),
    ]);
  });

  it("accepts it without the optional fields, and a numeric-string product id", async () => {
    const response = await send({ email: "a@b.co", product_id: "3", url: pageOf3() });
    expect(response.status).toBe(200);
    expect(store.outbox[0]).toMatchObject({ product_id: 3, name: null, message: null });
  });

  it("names every missing field", async () => {
    const errors = await expectFieldErrors(await send({}), ["email", "product_id", "url"]);
    expect(errors[0].message).toBe("The email field is required.");
    await expectFieldErrors(await api("/api/v1/products/link-to-email", { method: "POST", body: "nope" }), ["email", "product_id", "url"]);
  });

  it.each([
    [{ email: "not-an-email" }, "email"],
    [{ email: "   " }, "email"],
    [{ product_id: 9999 }, "product_id"],
    [{ product_id: "abc" }, "product_id"],
    [{ product_id: 1.5 }, "product_id"],
    [{ url: "www.shop.test/x" }, "url"],
    [{ url: "ftp://shop.test/x" }, "url"],
    [{ url: 42 }, "url"],
    [{ name: "n".repeat(101) }, "name"],
    [{ message: "m".repeat(1001) }, "message"],
  ])("rejects %j", async (override, property) => {
    await expectFieldErrors(await send({ ...hint(), ...override }), [property]);
    expect(store.outbox).toEqual([]);
  });

  it.each([
    ["another site", () => "https://evil.example/product/x"],
    ["another product's page", () => productPageUrl(findProduct("4")!.slug)],
    ["the page with a query", () => `${pageOf3()}?utm_source=x&next=https://evil.example`],
    ["the page with a fragment", () => `${pageOf3()}#buy`],
    ["another page of the store", () => pageOf3().replace(/\/product\/.*$/, "/sign-in")],
  ])("refuses a link to %s: only the product's own page at the store", async (_name, url) => {
    const [error] = await expectFieldErrors(await send({ ...hint(), url: url() }), ["url"]);
    expect(error.message).toBe("The url must be the product's own page at the store.");
    expect(store.outbox).toEqual([]);
  });

  it("reports one error per field, the first rule that failed", async () => {
    const [error] = await expectFieldErrors(await send({ ...hint(), email: "x".repeat(300) }), ["email"]);
    expect(error.message).toBe("The email may not be greater than 254 characters.");
  });

  it("accepts the limits exactly", async () => {
    const response = await send({ ...hint(), name: "n".repeat(100), message: "m".repeat(1000) });
    expect(response.status).toBe(200);
  });
});

describe("POST /api/v1/questions", () => {
  const form = {
    subject: "order inquiry",
    question: "Where is my order?",
    first_name: "Ana",
    last_name: "Lima",
    email: "ana@example.com",
    name: "Ana Lima",
    slug: "https://shop.test/shipping",
  };
  const ask = (body: unknown) => postJson("/api/v1/questions", body);

  it("accepts a question, answers its id and records it for the shop's address", async () => {
    const first = await ask(form);
    expect(first.status).toBe(200);
    expect(acknowledged.parse(await first.json())).toEqual({ data: { id: 1 } });
    const second = await ask({ ...form, subject: "other" });
    expect((await second.json()).data).toEqual({ id: 2 });
    const [message] = await outbox();
    expect(message).toMatchObject({
      id: 1, type: "question", to: store.settings.contact_email, from: "ana@example.com",
      subject: "order inquiry", question: "Where is my order?", first_name: "Ana", last_name: "Lima",
      name: "Ana Lima", slug: "https://shop.test/shipping",
    });
  });

  it("takes exactly the subjects the store's email-us form offers", () => {
    expect([...QUESTION_SUBJECTS]).toEqual([...EMAIL_US_SUBJECTS]);
  });

  it("accepts every spec subject, and none", async () => {
    for (const subject of [...QUESTION_SUBJECTS, undefined, ""]) {
      expect((await ask({ ...form, subject })).status, String(subject)).toBe(200);
    }
    expect(store.outbox.at(-1)).toMatchObject({ subject: null });
  });

  it("derives name from first and last name when it is not sent", async () => {
    const { name: _name, slug: _slug, ...rest } = form;
    expect((await ask(rest)).status).toBe(200);
    expect(store.outbox[0]).toMatchObject({ name: "Ana Lima", slug: null });
  });

  it("names every missing required field", async () => {
    const errors = await expectFieldErrors(await ask({}), ["question", "first_name", "last_name", "email"]);
    expect(errors.map((e) => e.message)).toEqual([
      "The question field is required.",
      "The first_name field is required.",
      "The last_name field is required.",
      "The email field is required.",
    ]);
  });

  it.each([
    [{ subject: "complaint" }, "subject"],
    [{ question: "q".repeat(5001) }, "question"],
    [{ question: "  " }, "question"],
    [{ email: "ana@" }, "email"],
    [{ first_name: null }, "first_name"],
  ])("rejects %j", async (override, property) => {
    await expectFieldErrors(await ask({ ...form, ...override }), [property]);
    expect(store.outbox).toEqual([]);
  });

  it("accepts a question of exactly 5000 characters", async () => {
    expect((await ask({ ...form, question: "q".repeat(5000) })).status).toBe(200);
  });
});

describe("QA outbox", () => {
  it("is listed in the QA index", async () => {
    const { body } = await getJson("/__qa");
    const paths = (body as { data: { endpoints: Array<{ method: string; path: string }> } }).data.endpoints.map(
      (e) => `${e.method} ${e.path}`,
    );
    expect(paths).toEqual(expect.arrayContaining(["GET /__qa/outbox", "DELETE /__qa/outbox"]));
  });

  it("is cleared by DELETE /__qa/outbox and by POST /__qa/reset", async () => {
    await postJson("/api/v1/questions", { question: "Hi", first_name: "A", last_name: "B", email: "a@b.co" });
    expect(await outbox()).toHaveLength(1);
    expect((await api("/__qa/outbox", { method: "DELETE" })).status).toBe(200);
    expect(await outbox()).toEqual([]);

    await postJson("/api/v1/products/link-to-email", { email: "a@b.co", product_id: 1, url: productPageUrl(findProduct("1")!.slug) });
    expect(await outbox()).toHaveLength(1);
    await api("/__qa/reset", { method: "POST" });
    expect(await outbox()).toEqual([]);
  });
});
