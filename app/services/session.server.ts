// Spec 4 "Session": one signed cookie. The wishlist id keeps spec 9's 3-day lifetime inside it; the locale has
// a cookie of its own (visitor.server.ts).
import { randomUUID } from "node:crypto";

import { createCookieSessionStorage, redirect } from "@remix-run/node";
import type { Session } from "@remix-run/node";

import type { Placing } from "~/lib/checkout/placing";
import { signInUrl } from "~/lib/safe-redirect";

import { env } from "./env.server";
import type { ApiUser } from "./schemas/account.server";

/** Cookies go over https only when the site is served over https, whatever NODE_ENV says (a demo on http://localhost works). */
export const SECURE_COOKIES = env.SITE_URL.startsWith("https:");
const DAY = 24 * 60 * 60;

export const WISHLIST_MAX_AGE = 259200;
export const LOCALE_MAX_AGE = 365 * DAY;
export const SESSION_MAX_AGE = 30 * DAY;
/** OWASP ASVS 4 level 2 (3.3.2): 12 h from sign-in, 30 min idle, whatever the API token's own lifetime. */
export const SIGN_IN_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const SIGN_IN_IDLE_MS = 30 * 60 * 1000;
/** So a signed-in shopper's cookie is not rewritten on every request. */
export const SIGN_IN_SEEN_STEP_MS = 60 * 1000;
export const LAST_ORDER_MAX_AGE_MS = 60 * 60 * 1000;

/** Only what pages need: a signed cookie travels with every request and is readable by whoever holds it. */
export type SessionUser = { id: number; first_name: string | null; email: string };
export type LastOrder = { cart_unique_id: string; po_number: string; expires?: number };
export type CheckoutNotice = { message: string; field: string | null };

type StoredWishlistId = { id: string; expires: number };

type ExpressStart = { from: string };

type SignedInTimes = { issued: number; seen: number };

type SessionData = {
  token: string;
  signed_in: SignedInTimes;
  user: SessionUser;
  cart_unique_id: string;
  wishlist_id: StoredWishlistId;
  last_order: LastOrder;
  express_start: ExpressStart;
  placing: Placing;
  /** Issued here: what the event mirror keys this visitor's events by. */
  events_key: string;
};
type FlashData = { cart_notice: { ok: boolean; message: string }; checkout_notice: CheckoutNotice; notice: string };

const storage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    secure: SECURE_COOKIES,
    path: "/",
    maxAge: SESSION_MAX_AGE,
    secrets: env.sessionSecrets,
  },
});

export type StoreSession = Session<SessionData, FlashData>;

// A loader, its siblings and the API client all read the same session: parse the cookie once.
const sessions = new WeakMap<Request, Promise<StoreSession>>();

export function getSession(request: Request): Promise<StoreSession> {
  let session = sessions.get(request);
  if (!session) {
    session = storage.getSession(request.headers.get("Cookie")).then((read) => expire(read, Date.now()));
    sessions.set(request, session);
  }
  return session;
}

const SIGN_IN_KEYS = ["token", "user", "signed_in", "wishlist_id"] as const;

export function beginSignIn(session: StoreSession, token: string, user: SessionUser, now = Date.now()) {
  session.set("token", token);
  session.set("user", user);
  session.set("signed_in", { issued: now, seen: now });
}

/** Expired sign-ins and last orders go before anyone reads the session; the next write drops them for good. */
export function expire(session: StoreSession, now: number): StoreSession {
  const times = session.get("signed_in");
  const fresh = times && now - times.issued < SIGN_IN_MAX_AGE_MS && now - times.seen < SIGN_IN_IDLE_MS;
  if ((session.has("token") || session.has("user")) && !fresh) {
    for (const key of SIGN_IN_KEYS) session.unset(key);
  }
  const last = session.get("last_order");
  if (last && !(typeof last.expires === "number" && last.expires > now)) session.unset("last_order");
  return session;
}

export function touchSignIn(session: StoreSession, now = Date.now()): boolean {
  const times = session.get("signed_in");
  if (!times || now - times.seen < SIGN_IN_SEEN_STEP_MS) return false;
  session.set("signed_in", { ...times, seen: now });
  return true;
}

export function setLastOrder(session: StoreSession, order: { cart_unique_id: string; po_number: string }, now = Date.now()) {
  session.set("last_order", { ...order, expires: now + LAST_ORDER_MAX_AGE_MS });
}

export async function forgetSession(request: Request): Promise<string> {
  return storage.destroySession(await getSession(request));
}

/** An empty session removes its cookie: a request with `__session` is never served from a shared cache (lib/http-cache.ts). */
export function commitSession(session: StoreSession): Promise<string> {
  if (Object.keys(session.data).every((key) => key === "events_key")) return storage.destroySession(session);
  if (!session.has("events_key")) session.set("events_key", randomUUID());
  return storage.commitSession(session);
}

export async function eventsKey(request: Request): Promise<string | undefined> {
  return (await getSession(request)).get("events_key");
}

export async function getToken(request: Request): Promise<string | null> {
  return (await getSession(request)).get("token") ?? null;
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  const user = (await getSession(request)).get("user");
  // Read through sessionUser: a cookie written before the session was slimmed down yields no more than today's.
  return user ? sessionUser(user) : null;
}

/** What the session keeps of the API's user: never its `role` (spec 3 "User"), token or other personal data. */
export function sessionUser(user: Pick<ApiUser, "id" | "email" | "first_name">): SessionUser {
  return { id: user.id, first_name: user.first_name ?? null, email: user.email };
}

export function currentPath(request: Request): string {
  const url = new URL(request.url);
  for (const marker of ["_data", "_routes", "index"]) url.searchParams.delete(marker);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  return `${pathname}${url.search}`;
}

/** Spec 6 `auth` guard. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw redirect(signInUrl(currentPath(request)));
  return user;
}

/** Spec 6 `guest` guard. */
export async function requireGuest(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect("/");
}

export function getWishlistId(session: StoreSession, now = Date.now()): string | null {
  const stored = session.get("wishlist_id");
  return stored && typeof stored.id === "string" && stored.expires > now ? stored.id : null;
}

export function setWishlistId(session: StoreSession, id: string, now = Date.now()): void {
  session.set("wishlist_id", { id, expires: now + WISHLIST_MAX_AGE * 1000 });
}

/** A 401 or sign-out. Spec 4: the wishlist id is cleared (the list stays the account's); the cart id stays. */
export async function endSession(request: Request): Promise<string> {
  const session = await getSession(request);
  for (const key of SIGN_IN_KEYS) session.unset(key);
  return commitSession(session);
}
