// Security: the token leaves the address at once, into a 15-minute httpOnly cookie the page reads on the server and never writes to HTML.
import { createCookie, redirect } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { EMAIL_LINKS, type EmailLink } from "~/lib/token-paths";

import { env } from "./env.server";
import { SECURE_COOKIES } from "./session.server";

export const LINK_TOKEN_MAX_AGE = 15 * 60;

const TOKEN = /^[A-Za-z0-9._-]{8,200}$/;

const cookies = Object.fromEntries(
  Object.entries(EMAIL_LINKS).map(([kind, link]) => [
    kind,
    createCookie(link.cookie, {
      httpOnly: true,
      sameSite: "lax",
      secure: SECURE_COOKIES,
      path: link.cookiePath,
      maxAge: LINK_TOKEN_MAX_AGE,
      secrets: env.sessionSecrets,
    }),
  ]),
) as Record<EmailLink, ReturnType<typeof createCookie>>;

/** A token of no link's shape is not kept, and its page says so. */
export async function leaveAddress(kind: EmailLink, token: string): Promise<Response> {
  const cookie = TOKEN.test(token) ? await cookies[kind].serialize(token) : await forgetLinkToken(kind);
  return redirect(EMAIL_LINKS[kind].page, {
    status: 303,
    headers: { "Set-Cookie": cookie, "Cache-Control": PRIVATE_NO_STORE, "Referrer-Policy": "no-referrer" },
  });
}

export async function linkToken(request: Request, kind: EmailLink): Promise<string | null> {
  const token: unknown = await cookies[kind].parse(request.headers.get("Cookie"));
  return typeof token === "string" && TOKEN.test(token) ? token : null;
}

export function forgetLinkToken(kind: EmailLink): Promise<string> {
  return cookies[kind].serialize("", { maxAge: 0, expires: new Date(0) });
}
