import { data } from "@remix-run/node";

import { validationError } from "remix-validated-form";

import { newsletterValidator } from "~/lib/forms/validators";

import { ApiError, api } from "./api.server";
import { readFormData } from "./form-data.server";
import { acknowledged } from "./schemas.server";

export const SUBSCRIBED_MESSAGE = "Thank you for subscribing.";

export async function subscribe(request: Request, email: string) {
  await api(request, "/subscribe", { method: "POST", body: { email }, schema: acknowledged });
}

/** Spec 5/8: email required and valid; on failure the API's first message, or "Server error", under the field. */
export async function handleNewsletter(request: Request) {
  const parsed = await newsletterValidator.validate(await readFormData(request));
  if (parsed.error) return validationError(parsed.error, parsed.submittedData);
  try {
    await subscribe(request, parsed.data.email);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.errors[0]?.message || "Server error";
    return data({ ok: false as const, fieldErrors: { email: message } }, { status: error.status < 500 ? error.status : 502 });
  }
  return data({ ok: true as const, message: SUBSCRIBED_MESSAGE });
}
