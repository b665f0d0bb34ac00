import { data } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { ApiError } from "~/services/api.server";
import { verifyEmail } from "~/services/auth.server";
import { forgetLinkToken, linkToken } from "~/services/email-link.server";

export const EMAIL_VERIFIED = "Your E-mail has been verified successfully";
export const INVALID_LINK = "This verification link is invalid or has expired.";

/** The API answers a token once; its cookie goes only once the API has answered, so after an API failure a reload retries. */
export async function loadVerification(request: Request) {
  const token = await linkToken(request, "verification");
  const { result, used } = token ? await verify(request, token) : { result: { ok: false, message: INVALID_LINK }, used: false };
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE });
  if (used) headers.set("Set-Cookie", await forgetLinkToken("verification"));
  return data(result, { status: result.ok ? 200 : 400, headers });
}

async function verify(request: Request, token: string) {
  try {
    await verifyEmail(request, token);
    return { result: { ok: true, message: EMAIL_VERIFIED }, used: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { result: { ok: false, message: error.forShopper }, used: error.status < 500 };
  }
}
