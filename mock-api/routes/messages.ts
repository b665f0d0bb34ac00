/** Nothing is e-mailed: accepted messages go to the outbox, readable at GET /__qa/outbox. */
import { http } from "msw";
import { z } from "zod";

import { storeUrl } from "../console/store-url";
import { ok } from "../http";
import { findProduct } from "../products";
import { recordMessage, store } from "../store";
import { field, readObject, validationErrors } from "../validation";

const API = "*/api/v1";

/** Spec 5 "Email-us": the subject choices. */
export const QUESTION_SUBJECTS = [
  "order inquiry",
  "wholesale inquiry",
  "product repair inquiry",
  "return or exchange inquiry",
  "other",
] as const;

/** A hint is a store-branded e-mail to anyone, so its link is only ever the product's own page, never a sender-chosen address. */
export function productPageUrl(slug: string): string {
  return `${storeUrl()}/product/${encodeURIComponent(slug)}`;
}

export const hint = z
  .object({
    email: field.email("email"),
    product_id: field.id("product_id").refine((id) => findProduct(String(id)) !== undefined, "The selected product_id is invalid."),
    url: field.url("url"),
    name: field.optionalText("name", 100),
    message: field.optionalText("message", 1000),
  })
  .superRefine(({ product_id, url }, context) => {
    const product = findProduct(String(product_id));
    if (product && url !== productPageUrl(product.slug)) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["url"], message: "The url must be the product's own page at the store." });
    }
  });

export const question = z.object({
  subject: field.optionalChoice("subject", [...QUESTION_SUBJECTS]),
  // Spec 9: message max 5000 characters.
  question: field.text("question", 5000),
  first_name: field.text("first_name", 255),
  last_name: field.text("last_name", 255),
  email: field.email("email"),
  name: field.optionalText("name", 255),
  slug: field.optionalText("slug", 2048),
});

export const messageHandlers = [
  http.post(`${API}/products/link-to-email`, async ({ request }) => {
    const parsed = hint.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const { email, product_id, url, name, message } = parsed.data;
    recordMessage({ type: "hint", to: email, product_id, url, name: name ?? null, message: message ?? null });
    return ok(request, { sent: true });
  }),

  http.post(`${API}/questions`, async ({ request }) => {
    const parsed = question.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const { email, subject, name, slug, ...rest } = parsed.data;
    const recorded = recordMessage({
      type: "question",
      to: store.settings.contact_email,
      from: email,
      subject: subject ?? null,
      // The storefront sends name = first and last joined; derive it when it does not.
      name: name ?? `${rest.first_name} ${rest.last_name}`,
      slug: slug ?? null,
      ...rest,
    });
    return ok(request, { id: recorded.id });
  }),
];
