/**
 * Email us (spec 7): POST /questions with `name` joined and `slug` the full
 * URL of the page the shopper wrote from.
 */
import { data } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import type { EmailUsResult } from "~/components/forms/EmailUsForm";
import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { emailUsValidator } from "~/lib/forms/validators";
import { safeRedirect } from "~/lib/safe-redirect";

import { ApiError } from "./api.server";
import { askQuestion } from "./catalog.server";
import { env } from "./env.server";
import { readFormData } from "./form-data.server";

export async function handleEmailUs(request: Request) {
  const form = await readFormData(request);
  const result = await emailUsValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const origin = env.SITE_URL ?? new URL(request.url).origin;
  const page = safeRedirect(form.get("page"), "/email-us");
  try {
    await askQuestion(request, { ...result.data, slug: `${origin}${page}` });
    return data<EmailUsResult>({ ok: true });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Spec 8: an alert with the first message, plus the field errors of a 400.
    const message = error.status < 500 ? error.message : GENERIC_FAILURE;
    return data<EmailUsResult>({ ok: false, message, fieldErrors: error.fieldErrors }, { status: error.status < 500 ? 400 : 502 });
  }
}
