/**
 * Signing in and out, and the account's entry flows (spec 6/7). The session
 * keeps the token and the user without its role.
 */
import { data, redirect } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { signInValidator } from "~/lib/forms/validators";
import { safeRedirect } from "~/lib/safe-redirect";

import { ApiError, api, orFallback } from "./api.server";
import { acknowledged, signInResponse } from "./schemas.server";
import { commitSession, endSession, getSession, sanitizeUser } from "./session.server";
import { readFormData } from "./form-data.server";

/** Fields the sign-in form has: an API error naming another property is not shown (spec 8). */
export const SIGN_IN_FIELDS = ["email", "password"] as const;

/**
 * Signs in and sends the shopper on. The cart id goes along so the API merges
 * the guest cart into the account's (spec 4 "Session").
 */
export async function signIn(request: Request, credentials: { email: string; password: string }, to: string | undefined) {
  const session = await getSession(request);
  const response = await api(request, "/authorizations", {
    method: "POST",
    schema: signInResponse,
    body: { ...credentials, cart_unique_id: session.get("cart_unique_id") ?? undefined },
  });
  const { access_token, ...user } = response.data;
  session.set("token", access_token.token);
  session.set("user", sanitizeUser(user));
  return redirect(safeRedirect(to, "/"), { headers: { "Set-Cookie": await commitSession(session) } });
}

/** The sign-in form's action: validation, then the API; errors under the fields the form has. */
export async function handleSignIn(request: Request) {
  const result = await signInValidator.validate(await readFormData(request));
  if (result.error) return validationError(result.error, result.submittedData);
  const { email, password, redirect: to } = result.data;
  try {
    return await signIn(request, { email, password }, to);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Spec 8: the error goes on the field the API names, if the form has it; otherwise nothing is shown.
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors).filter(([field]) => (SIGN_IN_FIELDS as readonly string[]).includes(field)),
    );
    if (Object.keys(fieldErrors).length > 0) return validationError({ fieldErrors, formId: result.formId }, result.submittedData);
    return data({ fieldErrors: {} }, { status: error.status < 500 ? 400 : 502 });
  }
}

/** Sign-out ends the session here even when the API's revoke fails. */
export async function signOut(request: Request) {
  await orFallback(api(request, "/authorizations", { method: "DELETE", schema: acknowledged }), null);
  return redirect("/", { headers: { "Set-Cookie": await endSession(request) } });
}

export function signUp(request: Request, body: { first_name: string; last_name: string; email: string; password: string; password_confirmation: string }) {
  return api(request, "/authorizations/sign-up", { method: "POST", body, schema: acknowledged });
}

export function verifyEmail(request: Request, token: string) {
  return api(request, "/users/verify-email", { method: "POST", body: { token }, schema: acknowledged });
}

export function requestPasswordRecovery(request: Request, email: string) {
  return api(request, "/users/recover-password", { method: "PATCH", body: { email }, schema: acknowledged });
}

export function resetPassword(request: Request, body: { token: string; password: string; password_confirmation: string }) {
  return api(request, "/users/recover-password", { method: "PATCH", body, schema: acknowledged });
}
