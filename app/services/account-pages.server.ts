/**
 * The account entry pages: sign-up, email verification and password
 * recovery. Each validates with its form's schema, calls the API and says the
 * spec's success message; API field errors go under their fields.
 */
import { data } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { GENERIC_FAILURE } from "~/lib/forms/messages";
import { recoverRequestValidator, resetPasswordValidator, signUpValidator } from "~/lib/forms/validators";

import { ApiError } from "./api.server";
import { requestPasswordRecovery, resetPassword, signUp, verifyEmail } from "./auth.server";
import { readFormData } from "./form-data.server";

export const REGISTERED = "Registration was successful, follow the instructions in the e-mail sent to you";
export const RECOVERY_SENT = "Form sent successfully, follow the instructions in the e-mail sent to you";
export const PASSWORD_RESTORED = "Your password was restored successfully";
export const EMAIL_VERIFIED = "Your E-mail has been verified successfully";

export type AccountFormResult = { ok: true; message: string } | { ok: false; message: string | null; fieldErrors: Record<string, string> };

async function submit(send: () => Promise<unknown>, success: string) {
  try {
    await send();
    return data<AccountFormResult>({ ok: true, message: success });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fieldErrors = error.fieldErrors;
    const message = Object.keys(fieldErrors).length > 0 ? null : error.status < 500 ? error.message : GENERIC_FAILURE;
    return data<AccountFormResult>({ ok: false, message, fieldErrors }, { status: error.status < 500 ? 400 : 502 });
  }
}

export async function handleSignUp(request: Request) {
  const result = await signUpValidator.validate(await readFormData(request));
  if (result.error) return validationError(result.error, result.submittedData);
  return submit(() => signUp(request, result.data), REGISTERED);
}

export async function handleRecoverRequest(request: Request) {
  const result = await recoverRequestValidator.validate(await readFormData(request));
  if (result.error) return validationError(result.error, result.submittedData);
  return submit(() => requestPasswordRecovery(request, result.data.email), RECOVERY_SENT);
}

export async function handleResetPassword(request: Request, token: string) {
  const result = await resetPasswordValidator.validate(await readFormData(request));
  if (result.error) return validationError(result.error, result.submittedData);
  return submit(() => resetPassword(request, { token, ...result.data }), PASSWORD_RESTORED);
}

/** Verification happens on arrival at the link: a GET that the API answers once. */
export async function loadVerification(request: Request, token: string) {
  if (!/^[A-Za-z0-9._-]{8,200}$/.test(token)) return { ok: false as const, message: "This verification link is invalid or has expired." };
  try {
    await verifyEmail(request, token);
    return { ok: true as const, message: EMAIL_VERIFIED };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false as const, message: error.status < 500 ? error.message : GENERIC_FAILURE };
  }
}
