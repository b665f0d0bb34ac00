/**
 * One signed cookie session (spec 4 "Session"): the bearer token, the user's
 * id, first name and e-mail, `cart_unique_id` and `wishlist_id`. The wishlist
 * id keeps the spec's own lifetime (3 days from when it was set) inside the
 * session. The locale has a cookie of its own, written with the first
 * document (visitor.server.ts).
 */
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
/**
 * OWASP ASVS 4 level 2 (3.3.2): a sign-in ends 12 hours after it began, or
 * after 30 minutes without use, whatever the API's own token lifetime.
 */
export const SIGN_IN_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const SIGN_IN_IDLE_MS = 30 * 60 * 1000;
/** How stale "last used" may get before a page writes it again, so a signed-in shopper's cookie is not rewritten on every request. */
export const SIGN_IN_SEEN_STEP_MS = 60 * 1000;
/** The confirmation shows the order just placed for this long, and to the session that placed it only. */
export const LAST_ORDER_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The user as the session keeps it: the id, the first name for the greeting
 * and the e-mail for the checkout's contact step. Everything else about the
 * shopper (surname, phone, gender, birthday, role) stays with the API and is
 * read from it when a page needs it: a signed cookie travels with every
 * request and is readable by whoever holds it. What analytics events carry
 * is kept in memory (shopper-traits.server.ts).
 */
export type SessionUser = { id: number; first_name: string | null; email: string };
/** The order just placed: the success page reads it back by the cart it came from, until `expires` (ms since the epoch). */
export type LastOrder = { cart_unique_id: string; po_number: string; expires?: number };
/** A checkout failure to show on the step the shopper is sent back to; `field` names the input it belongs under. */
export type CheckoutNotice = { message: string; field: string | null };

/** The wishlist's unique_id and when it stops counting (ms since the epoch): spec 9's wishlist cookie lifetime. */
type StoredWishlistId = { id: string; expires: number };

/** Where an express checkout was started (the bag's page or the contact step): declining or cancelling comes back there. */
type ExpressStart = { from: string };

/** When the sign-in began and when it was last used (ms since the epoch): the store's own limits on a token's life. */
type SignedInTimes = { issued: number; seen: number };

type SessionData = {
  token: string;
  signed_in: SignedInTimes;
  user: SessionUser;
  cart_unique_id: string;
  wishlist_id: StoredWishlistId;
  last_order: LastOrder;
  express_start: ExpressStart;
  /** An order sent whose answer never came, until its outcome is known (lib/checkout/placing.ts). */
  placing: Placing;
  /** Issued here with the session's first cookie: what the event mirror keys this visitor's events by (event-mirror.server.ts). */
  events_key: string;
};
/** One-time notices for the page a form returns to: what adding to the bag said, a checkout failure, and a save's success (notice.server.ts). */
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

/** What the signed-in part of the session holds: ended together (expiry, a 401), started by beginSignIn. */
const SIGN_IN_KEYS = ["token", "user", "signed_in", "wishlist_id"] as const;

/** Starts the signed-in part of the session. */
export function beginSignIn(session: StoreSession, token: string, user: SessionUser, now = Date.now()) {
  session.set("token", token);
  session.set("user", user);
  session.set("signed_in", { issued: now, seen: now });
}

/**
 * What has outlived its time goes before anyone reads the session: a sign-in
 * past SIGN_IN_MAX_AGE_MS or idle past SIGN_IN_IDLE_MS (or with no times at
 * all), and a last order past LAST_ORDER_MAX_AGE_MS. The request then goes on
 * signed out; the next answer that writes the session drops them for good.
 */
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

/** Marks the sign-in as used now; true when the cookie must be written again to say so. */
export function touchSignIn(session: StoreSession, now = Date.now()): boolean {
  const times = session.get("signed_in");
  if (!times || now - times.seen < SIGN_IN_SEEN_STEP_MS) return false;
  session.set("signed_in", { ...times, seen: now });
  return true;
}

/** Keeps the order just placed for the confirmation page. */
export function setLastOrder(session: StoreSession, order: { cart_unique_id: string; po_number: string }, now = Date.now()) {
  session.set("last_order", { ...order, expires: now + LAST_ORDER_MAX_AGE_MS });
}

/** Everything the session held, gone: the Set-Cookie that removes it (sign-out). */
export async function forgetSession(request: Request): Promise<string> {
  return storage.destroySession(await getSession(request));
}

/**
 * The session's Set-Cookie. A session left with nothing in it removes its
 * cookie: a request with `__session` is never served from a shared cache
 * (lib/http-cache.ts), so an empty one would make a visitor personal for nothing.
 * Every session written carries an `events_key` the server issued.
 */
export function commitSession(session: StoreSession): Promise<string> {
  if (Object.keys(session.data).every((key) => key === "events_key")) return storage.destroySession(session);
  if (!session.has("events_key")) session.set("events_key", randomUUID());
  return storage.commitSession(session);
}

/** The key the server issued this session for its mirrored events; none before its first cookie. */
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

/** The path and query the shopper asked for, without Remix's data-request markers. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  for (const marker of ["_data", "_routes", "index"]) url.searchParams.delete(marker);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  return `${pathname}${url.search}`;
}

/** Spec 6 `auth` guard: a signed-out visitor goes to / with the sign-in drawer and a way back. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw redirect(signInUrl(currentPath(request)));
  return user;
}

/** Spec 6 `guest` guard: a signed-in user goes home. */
export async function requireGuest(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect("/");
}

/** The session's `wishlist_id`, or null once its 3 days are over (spec 9). */
export function getWishlistId(session: StoreSession, now = Date.now()): string | null {
  const stored = session.get("wishlist_id");
  return stored && typeof stored.id === "string" && stored.expires > now ? stored.id : null;
}

/** Keeps the wishlist's id for 3 days from now. */
export function setWishlistId(session: StoreSession, id: string, now = Date.now()): void {
  session.set("wishlist_id", { id, expires: now + WISHLIST_MAX_AGE * 1000 });
}

/**
 * Ends the signed-in part of the session (401 or sign-out) and resets the
 * wishlist (spec 4: its id is cleared; the list stays the account's). The
 * cart id stays.
 */
export async function endSession(request: Request): Promise<string> {
  const session = await getSession(request);
  for (const key of SIGN_IN_KEYS) session.unset(key);
  return commitSession(session);
}
