import { redirect } from "@remix-run/node";

import { safeRedirect } from "~/lib/safe-redirect";

import { api } from "./api.server";
import { acknowledged } from "./schemas/common.server";
import { signInResponse } from "./schemas/account.server";
import { beginSignIn, commitSession, forgetSession, getSession, sessionUser } from "./session.server";
import { rememberTraits } from "./shopper-traits.server";
import { reloadWishlistId } from "./wishlist.server";

// Spec 4 "Session", 7 "Sign-in success": the guest's cart id goes along so the API merges the guest cart into the account's.
export async function signIn(request: Request, credentials: { email: string; password: string }, to: string | undefined) {
  const session = await getSession(request);
  const response = await api(request, "/authorizations", {
    method: "POST",
    schema: signInResponse,
    body: { ...credentials, cart_unique_id: session.get("cart_unique_id") ?? undefined },
  });
  const { access_token, cart_unique_id: accountCart, ...user } = response.data;
  await beginSignIn(session, access_token.token, sessionUser(user));
  rememberTraits(user);
  if (accountCart) session.set("cart_unique_id", accountCart);
  await reloadWishlistId(request);
  return redirect(safeRedirect(to, "/"), { headers: { "Set-Cookie": await commitSession(session) } });
}

// Forgets the whole session whatever the API answered (even a 401): a shared computer keeps nothing of the shopper.
export async function signOut(request: Request) {
  await api(request, "/authorizations", { method: "DELETE", schema: acknowledged }).catch(() => null);
  return redirect("/", { headers: { "Set-Cookie": await forgetSession(request) } });
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
