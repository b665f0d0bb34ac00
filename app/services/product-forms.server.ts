/**
 * The product page's two forms, drop a hint and ask a question, told apart by
 * `intent`. Validation and the API call live here so the page's browser code
 * carries no schema.
 */
import { data } from "@remix-run/node";

import type { ProductFormResult } from "~/components/product/ProductForms";
import { fieldErrorsOf, pickFields } from "~/lib/forms/fields";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { hintSchema, questionSchema } from "~/lib/forms/product";

import { ApiError } from "./api.server";
import { askQuestion, sendProductLink } from "./catalog.server";
import { env } from "./env.server";
import { loadProductPage } from "./product-page.server";
import { readFormData } from "./form-data.server";

export const HINT_SENT = "Your hint is on its way.";
export const QUESTION_SENT = "Request sent successfully";
export async function handleProductForm(request: Request, slug: string) {
  const form = await readFormData(request);
  const intent = form.get("intent");
  const url = new URL(request.url);
  const pageUrl = `${env.SITE_URL ?? url.origin}${url.pathname}${url.search}`;

  if (intent === "hint") {
    const parsed = hintSchema.safeParse(pickFields(form, ["email", "name", "message"]));
    if (!parsed.success) return invalid(intent, fieldErrorsOf(parsed.error));
    const page = await loadProductPage(request, slug);
    return sendOrExplain(intent, HINT_SENT, () => sendProductLink(request, { ...parsed.data, product_id: page.id, url: pageUrl }));
  }
  if (intent === "question") {
    const parsed = questionSchema.safeParse(pickFields(form, ["first_name", "last_name", "email", "question"]));
    if (!parsed.success) return invalid(intent, fieldErrorsOf(parsed.error));
    return sendOrExplain(intent, QUESTION_SENT, () => askQuestion(request, { ...parsed.data, slug: pageUrl }));
  }
  throw data({ message: "Unknown form" }, { status: 400 });
}

function invalid(intent: "hint" | "question", fieldErrors: Record<string, string>) {
  return data<ProductFormResult>({ intent, ok: false, fieldErrors }, { status: 400 });
}

/** Field errors from the API go under their fields; any other failure is said above the button. */
async function sendOrExplain(intent: "hint" | "question", success: string, send: () => Promise<unknown>) {
  try {
    await send();
    return data<ProductFormResult>({ intent, ok: true, message: success });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fieldErrors = error.fieldErrors;
    const message = Object.keys(fieldErrors).length > 0 ? undefined : GENERIC_FAILURE;
    return data<ProductFormResult>({ intent, ok: false, message, fieldErrors }, { status: error.status < 500 ? 400 : 502 });
  }
}
