import { findCart, isGift, MAX_QUANTITY, sameChoice } from "./cart";
import { apiError } from "./http";
import { opaqueId } from "./ids";
import type { User } from "./model";
import { findConfiguration } from "./products";
import { type AccountToken, store } from "./store";

export const MESSAGES = {
  badCredentials: "These credentials do not match our records.",
  unverified: "Please verify your email address before signing in.",
  emailTaken: "The email has already been taken.",
  confirmationMismatch: "The password confirmation does not match.",
  badVerificationToken: "This verification link is invalid or has expired.",
  badRecoveryToken: "This password reset link is invalid or has expired.",
  unauthenticated: "Unauthenticated.",
} as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const findUserByEmail = (email: string): User | undefined =>
  store.users.find((user) => user.email === normalizeEmail(email));

export const findUserById = (id: number): User | undefined => store.users.find((user) => user.id === id);

/** An allow-list, so a field added to the stored user (a hash, addresses) never leaks by accident. */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    gender: user.gender,
    birthday: user.birthday,
    relationship_status: user.relationship_status,
    email_verified: user.email_verified,
    role: user.role,
    created_at: user.created_at,
    cart_unique_id: user.cart_unique_id !== null && findCart(user.cart_unique_id) ? user.cart_unique_id : null,
  };
}

export function startSession(user: User): string {
  store.counters.session += 1;
  const token = `${store.counters.session}|${opaqueId("session", store.counters.session, 40)}`;
  store.sessions[token] = user.id;
  return token;
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  return match ? match[1] : null;
}

export type Authenticated = { user: User; token: string };

/** Own keys only: "constructor" is not a session. */
function sessionUser(token: string | null): User | undefined {
  const userId = token !== null && Object.hasOwn(store.sessions, token) ? store.sessions[token] : undefined;
  return userId === undefined ? undefined : findUserById(userId);
}

export function authenticate(request: Request): Authenticated | Response {
  const token = bearerToken(request);
  const user = sessionUser(token);
  if (!token || !user) return apiError(401, MESSAGES.unauthenticated);
  return { user, token };
}

/** For optional sign-in (checkout): a missing, unknown or revoked token is a guest, never a 401. */
export const optionalUser = (request: Request): User | undefined => sessionUser(bearerToken(request));

export function endSession(token: string): void {
  delete store.sessions[token];
}

/** After a password reset by e-mail link. */
export function endAllSessions(userId: number): void {
  for (const [token, owner] of Object.entries(store.sessions)) {
    if (owner === userId) delete store.sessions[token];
  }
}

/** After a password change from the account area: others holding the old password lose access, the shopper stays in. */
export function endOtherSessions(userId: number, keep: string): void {
  for (const [token, owner] of Object.entries(store.sessions)) {
    if (owner === userId && token !== keep) delete store.sessions[token];
  }
}

/** A session may end while a request awaits a hash. */
export const isSessionOf = (token: string, userId: number): boolean =>
  Object.hasOwn(store.sessions, token) && store.sessions[token] === userId;

export function issueAccountToken(user: User, kind: AccountToken["kind"]): AccountToken {
  store.counters.account_token += 1;
  const record: AccountToken = {
    kind,
    email: user.email,
    user_id: user.id,
    token: opaqueId(kind, store.counters.account_token, 48),
    used: false,
    created_at: new Date().toISOString(),
  };
  store.account_tokens.push(record);
  return record;
}

export function findUsableToken(token: string, kind: AccountToken["kind"]): { record: AccountToken; user: User } | undefined {
  const record = store.account_tokens.find((t) => t.token === token && t.kind === kind && !t.used);
  const user = record ? findUserById(record.user_id) : undefined;
  return record && user ? { record, user } : undefined;
}

/** One link works once, and a new password retires older links. */
export function useTokens(userId: number, kind: AccountToken["kind"]): void {
  for (const record of store.account_tokens) {
    if (record.user_id === userId && record.kind === kind) record.used = true;
  }
}

function lineLimit(configurationId: number): number {
  const configuration = findConfiguration(configurationId)?.configuration;
  if (!configuration) return MAX_QUANTITY;
  return configuration.track_inventory ? Math.min(configuration.stock_qty, MAX_QUANTITY) : MAX_QUANTITY;
}

/** A cart is an account's once it records its owner (made with the account's bearer, or merged at its sign-in). */
const isSomeonesCart = (uniqueId: string) => (findCart(uniqueId)?.owner_id ?? null) !== null;

/** Merges a guest cart into the user's (quantities summed and capped, gift lines not summed), keeping the id the browser holds; another user's cart is ignored. */
export function adoptGuestCart(user: User, guestCartId: string | undefined): void {
  if (user.cart_unique_id !== null && !findCart(user.cart_unique_id)) user.cart_unique_id = null;
  if (guestCartId === undefined || guestCartId === user.cart_unique_id) return;
  const guest = findCart(guestCartId);
  if (!guest || isSomeonesCart(guestCartId)) return;

  const own = user.cart_unique_id === null ? undefined : findCart(user.cart_unique_id);
  if (own) {
    const merged = own.lines.map((line) => ({ ...line }));
    for (const line of guest.lines) {
      if (isGift(line)) {
        if (!merged.some((l) => l.gift_campaign_id === line.gift_campaign_id)) merged.push({ ...line });
        continue;
      }
      const mine = merged.find((l) => !isGift(l) && l.product_configuration_id === line.product_configuration_id && sameChoice(l, { size: line.size, recipient: line.recipient ?? null }));
      if (!mine) {
        merged.push({ ...line });
        continue;
      }
      const capped = Math.min(mine.quantity + line.quantity, lineLimit(line.product_configuration_id));
      mine.quantity = Math.max(mine.quantity, line.quantity, capped);
    }
    guest.lines = merged;
    delete store.carts[own.unique_id];
  }
  guest.owner_id = user.id;
  user.cart_unique_id = guest.unique_id;
}
