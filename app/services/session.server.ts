// Spec 4 "Session": one signed cookie; the wishlist id keeps spec 9's 3-day lifetime, the locale has its own cookie.
import { randomUUID } from "node:crypto";

import { createCookieSessionStorage, redirect } from "@remix-run/node";
import type { Session } from "@remix-run/node";

import type { Placing } from "~/lib/checkout/placing";
import { signInUrl } from "~/lib/safe-redirect";

import { env } from "./env.server";
import type { ApiUser } from "./schemas/account.server";
import { createSignIn, endOtherSignIns, endSignIn, readSignIn } from "./sign-ins.server";

/** https-only cookies follow SITE_URL, not NODE_ENV, so a demo on http://localhost works. */
export const SECURE_COOKIES = env.SITE_URL.startsWith("https:");
const DAY = 24 * 60 * 60;

export const WISHLIST_MAX_AGE = 259200;
export const LOCALE_MAX_AGE = 365 * DAY;
export const SESSION_MAX_AGE = 30 * DAY;
/** OWASP ASVS 4 level 2 (3.3.2): 12 h from sign-in, 30 min idle, whatever the API token's own lifetime. */
export const SIGN_IN_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const SIGN_IN_IDLE_MS = 30 * 60 * 1000;
export const SIGN_IN_SEEN_STEP_MS = 60 * 1000;
export const LAST_ORDER_MAX_AGE_MS = 60 * 60 * 1000;

/** A signed cookie is readable by whoever holds it: never the bearer token, only `signed_in.id` naming the server's record. */
export type SessionUser = { id: number; first_name: string | null; email: string };
export type LastOrder = { cart_unique_id: string; po_number: string; expires?: number };
/** `card`: the refused card's holder and expiry (never number or code), so the payment step asks only for those. */
export type CheckoutNotice = { message: string; field: string | null; card?: { holder_name: string; expiry: string } };

type StoredWishlistId = { id: string; expires: number };

type ExpressStart = { from: string };

type SignedIn = { id: string; issued: number; seen: number };

type SessionData = {
  /** Only in cookies written before the token moved to the server; never written now. */
  token: never;
  signed_in: SignedIn;
  user: SessionUser;
  cart_unique_id: string;
  wishlist_id: StoredWishlistId;
  last_order: LastOrder;
  express_start: ExpressStart;
  placing: Placing;
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

const sessions = new WeakMap<Request, Promise<StoreSession>>();

export function getSession(request: Request): Promise<StoreSession> {
  let session = sessions.get(request);
  if (!session) {
    session = storage.getSession(request.headers.get("Cookie")).then((read) => confirmSignIn(expire(read, Date.now())));
    sessions.set(request, session);
  }
  return session;
}

/** Dropped with the sign-in: the cart, last order, placing and express payment are the account's, not the guest's. */
const ACCOUNT_KEYS = ["user", "signed_in", "wishlist_id", "cart_unique_id", "last_order", "placing", "express_start"] as const;
const LEGACY_TOKEN: keyof SessionData = "token";

const tokens = new WeakMap<StoreSession, string>();
const dropped = new WeakSet<StoreSession>();

export async function beginSignIn(session: StoreSession, token: string, user: SessionUser, now = Date.now()): Promise<void> {
  await endSignIn(session.get("signed_in")?.id);
  const id = await createSignIn({ token, userId: user.id, issued: now }, SIGN_IN_MAX_AGE_MS);
  session.unset(LEGACY_TOKEN);
  session.set("user", user);
  session.set("signed_in", { id, issued: now, seen: now });
  tokens.set(session, token);
}

function dropAccount(session: StoreSession) {
  for (const key of [...ACCOUNT_KEYS, LEGACY_TOKEN]) session.unset(key);
  tokens.delete(session);
  dropped.add(session);
}

const isSignedIn = (session: StoreSession) => session.has("signed_in") || session.has("user") || session.has(LEGACY_TOKEN);

export function expire(session: StoreSession, now: number): StoreSession {
  const times = session.get("signed_in");
  const fresh = times && now - times.issued < SIGN_IN_MAX_AGE_MS && now - times.seen < SIGN_IN_IDLE_MS;
  if (isSignedIn(session) && !fresh) {
    void endSignIn(times?.id);
    dropAccount(session);
  }
  const last = session.get("last_order");
  if (last && !(typeof last.expires === "number" && last.expires > now)) session.unset("last_order");
  return session;
}

/** A copy of an ended sign-in's cookie is a guest's: its server record is the authority. */
async function confirmSignIn(session: StoreSession): Promise<StoreSession> {
  if (!isSignedIn(session)) return session;
  const record = await readSignIn(session.get("signed_in")?.id);
  if (record && record.userId === session.get("user")?.id) tokens.set(session, record.token);
  else dropAccount(session);
  return session;
}

export const signInDropped = (session: StoreSession) => dropped.has(session);

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
  const session = await getSession(request);
  await endSignIn(session.get("signed_in")?.id);
  return storage.destroySession(session);
}

export async function endOtherSessions(request: Request): Promise<void> {
  const session = await getSession(request);
  const user = session.get("user");
  if (user) await endOtherSignIns(user.id, session.get("signed_in")?.id ?? null);
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
  return tokens.get(await getSession(request)) ?? null;
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  const user = (await getSession(request)).get("user");
  // Through sessionUser: a cookie written before the session was slimmed down yields no more than today's.
  return user ? sessionUser(user) : null;
}

/** Never the API's `role` (spec 3 "User"), token or other personal data. */
export function sessionUser(user: Pick<ApiUser, "id" | "email" | "first_name">): SessionUser {
  return { id: user.id, first_name: user.first_name ?? null, email: user.email };
}

export function currentPath(request: Request): string {
  const url = new URL(request.url);
  for (const marker of ["_data", "_routes", "index"]) url.searchParams.delete(marker);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  return `${pathname}${url.search}`;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const session = await getSession(request);
  const headers = signInDropped(session) ? { "Set-Cookie": await commitSession(session) } : undefined;
  throw redirect(signInUrl(currentPath(request)), { headers });
}

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

/** Spec 4: a 401 ends the sign-in's record; the account's cart, wishlist and orders return at the next sign-in. */
export async function endSession(request: Request): Promise<string> {
  const session = await getSession(request);
  await endSignIn(session.get("signed_in")?.id);
  dropAccount(session);
  return commitSession(session);
}
