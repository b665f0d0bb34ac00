// A save's success, said once on the page it redirects to (post/redirect/get). The words are the store's own, never the request's.
import { redirect } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";

import { commitSession, getSession } from "./session.server";

export const NOTICE = "notice";

export async function redirectWithNotice(request: Request, to: string, message: string) {
  const session = await getSession(request);
  session.flash(NOTICE, message);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session), "Cache-Control": PRIVATE_NO_STORE } });
}
