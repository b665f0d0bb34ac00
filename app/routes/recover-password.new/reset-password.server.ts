import { data } from "@remix-run/node";

import { resetPasswordForm } from "./reset-password.form";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { resetPassword } from "~/services/auth.server";
import { forgetLinkToken, linkToken } from "~/services/email-link.server";
import { handleForms, on, refuse } from "~/services/form-door.server";

export const PASSWORD_RESTORED = "Your password was restored successfully";
/** The API's own words for a used or unknown token. */
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired.";

/** Whether the page has a link to work with, in words when it has none: the token itself stays on the server. */
export async function loadResetPage(request: Request) {
  const linked = (await linkToken(request, "recovery")) !== null;
  return data({ invalidLink: linked ? null : RESET_LINK_INVALID }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** The token is the link's cookie's: an API error about it is the page's to show, not a field's. */
export function resetPasswordAction(request: Request) {
  return handleForms(
    request,
    on(resetPasswordForm, async (passwords) => {
      const token = await linkToken(request, "recovery");
      if (!token) return refuse({}, RESET_LINK_INVALID);
      await resetPassword(request, { token, ...passwords });
      return { message: PASSWORD_RESTORED, headers: { "Set-Cookie": await forgetLinkToken("recovery") } };
    }),
  );
}
