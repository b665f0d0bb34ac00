import { data } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { ApiError } from "~/services/api.server";
import { verifyEmail } from "~/services/auth.server";

export const EMAIL_VERIFIED = "Your E-mail has been verified successfully";
const INVALID_LINK = "This verification link is invalid or has expired.";

/** Verification happens on arrival at the link: a GET that the API answers once. */
export async function loadVerification(request: Request, token: string) {
  const result = await verify(request, token);
  return data(result, { status: result.ok ? 200 : 400, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

async function verify(request: Request, token: string) {
  if (!/^[A-Za-z0-9._-]{8,200}$/.test(token)) return { ok: false, message: INVALID_LINK };
  try {
    await verifyEmail(request, token);
    return { ok: true, message: EMAIL_VERIFIED };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.forShopper };
  }
}
