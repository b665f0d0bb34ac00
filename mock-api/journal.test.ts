import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { bodyOf, clearJournal, journal, JOURNAL_LIMIT, openEntry, queryOf, REDACTED, redact } from "./journal";

const entry = (method: string, path: string, at = new Date("2026-11-29T10:00:00Z")) =>
  openEntry({ method, path, query: {}, request_id: null, bearer: false }, at);

// The worker's modules are shared: another file's calls may be in the journal already.
beforeEach(clearJournal);
afterEach(clearJournal);

describe("redact", () => {
  it("hides passwords, tokens and card details by name, at any depth", () => {
    expect(
      redact({
        email: "a@b.co",
        password: "hunter22",
        nested: { current_password: "x", password_confirmation: "y", token: "abc", card: { number: "4242424242424242", cvc: "123" } },
        list: [{ access_token: "t" }],
      }),
    ).toEqual({
      email: "a@b.co",
      password: REDACTED,
      nested: { current_password: REDACTED, password_confirmation: REDACTED, token: REDACTED, card: { number: REDACTED, cvc: REDACTED } },
      list: [{ access_token: REDACTED }],
    });
  });

  it("hides a card number under any name, and keeps ids, phone numbers and quantities", () => {
    expect(redact({ note: "card 4242 4242 4242 4242 please", phone_number: "718-555-0101", quantity: 3, cart_unique_id: "c-1" })).toEqual({
      note: REDACTED,
      phone_number: "718-555-0101",
      quantity: 3,
      cart_unique_id: "c-1",
    });
  });
});

describe("bodyOf and queryOf", () => {
  it("reads JSON, form bodies and text, redacted", () => {
    expect(bodyOf('{"password":"p","email":"e"}', "application/json")).toEqual({ password: REDACTED, email: "e" });
    expect(bodyOf("password=p&email=e", "application/x-www-form-urlencoded")).toEqual({ password: REDACTED, email: "e" });
    expect(bodyOf("not json {", "application/json")).toBe("not json {");
    expect(bodyOf("", "application/json")).toBeNull();
    expect(String(bodyOf("x".repeat(9000), "text/plain"))).toMatch(/… \(9000 characters\)$/);
  });

  it("keeps repeated query keys as lists and redacts tokens in addresses", () => {
    expect(queryOf(new URLSearchParams("materials[]=a&materials[]=b&token=secret&page=2"))).toEqual({
      "materials[]": ["a", "b"],
      token: REDACTED,
      page: "2",
    });
  });
});

describe("journal", () => {
  it("filters by path glob, method, time and sequence", () => {
    const first = entry("GET", "/api/v1/products/ring", new Date("2026-11-29T10:00:00Z"));
    entry("POST", "/api/v1/carts/items", new Date("2026-11-29T10:05:00Z"));
    entry("GET", "/api/v1/carts", new Date("2026-11-29T10:10:00Z"));
    expect(journal({ path: "/api/v1/carts*" }).map((e) => e.path)).toEqual(["/api/v1/carts/items", "/api/v1/carts"]);
    expect(journal({ method: "post" }).map((e) => e.path)).toEqual(["/api/v1/carts/items"]);
    expect(journal({ since: "2026-11-29T10:05:00Z" })).toHaveLength(2);
    expect(journal({ after: first.seq }).map((e) => e.path)).toEqual(["/api/v1/carts/items", "/api/v1/carts"]);
    expect(journal({ path: "/api/v1/carts" }).map((e) => e.method)).toEqual(["GET"]);
  });

  it("hands out copies, keeps the last entries only, and clears", () => {
    entry("GET", "/cv");
    journal()[0].path = "/changed";
    expect(journal()[0].path).toBe("/cv");
    for (let i = 0; i < JOURNAL_LIMIT + 5; i += 1) entry("GET", `/api/v1/pages/${i}`);
    const kept = journal();
    expect(kept).toHaveLength(JOURNAL_LIMIT);
    expect(kept.at(-1)?.path).toBe(`/api/v1/pages/${JOURNAL_LIMIT + 4}`);
    clearJournal();
    expect(journal()).toEqual([]);
  });
});
