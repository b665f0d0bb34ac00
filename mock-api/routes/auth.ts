/** Bad credentials are a 400 on `email`, never a 401: the storefront treats any 401 as an expired session (spec 4 "Session"). */
import { http } from "msw";
import { z } from "zod";

import {
  adoptGuestCart,
  authenticate,
  endSession,
  findUserByEmail,
  issueAccountToken,
  MESSAGES,
  normalizeEmail,
  publicUser,
  startSession,
} from "../accounts";
import { retireCardTokens } from "../cards";
import { type ApiError, apiError, errors, ok } from "../http";
import type { User } from "../model";
import { DECOY_HASH, hashPassword, verifyPassword } from "../passwords";
import { store } from "../store";
import { field, fieldErrors, readObject, validationErrors } from "../validation";

const API = "*/api/v1";

export const signIn = z.object({
  email: field.email("email"),
  password: field.password("password", false),
  cart_unique_id: field.optionalText("cart_unique_id", 64),
});

export const newPasswordFields = {
  password: field.password("password", true),
  password_confirmation: field.password("password_confirmation", false),
};

export function confirmationError(body: Record<string, unknown>, fieldProblems: ApiError[]): ApiError | null {
  const { password, password_confirmation: confirmation } = body;
  if (typeof password !== "string" || typeof confirmation !== "string" || confirmation === "") return null;
  if (fieldProblems.some((e) => e.property === "password_confirmation")) return null;
  return password === confirmation
    ? null
    : { code: 400, property: "password_confirmation", message: MESSAGES.confirmationMismatch };
}

export const signUp = z.object({
  first_name: field.text("first_name", 255),
  last_name: field.text("last_name", 255),
  email: field.email("email").refine((email) => !findUserByEmail(email), MESSAGES.emailTaken),
  ...newPasswordFields,
});

export const authHandlers = [
  http.post(`${API}/authorizations`, async ({ request }) => {
    const parsed = signIn.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const { email, password, cart_unique_id } = parsed.data;

    const user = findUserByEmail(email);
    // An unknown e-mail costs a hash too, and gets the same answer as a wrong password.
    const matches = await verifyPassword(password, user?.password_hash ?? DECOY_HASH);
    if (!user || !matches) return apiError(400, MESSAGES.badCredentials, "email");
    if (!user.email_verified) return apiError(400, MESSAGES.unverified, "email");

    adoptGuestCart(user, cart_unique_id);
    const token = startSession(user);
    return ok(request, { ...publicUser(user), access_token: { token } });
  }),

  http.delete(`${API}/authorizations`, ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    endSession(auth.token);
    // Cards typed in this account and not yet charged go with the sign-in: a copy of the store's cookie cannot pay with them.
    retireCardTokens(auth.user.id);
    return ok(request, null);
  }),

  http.post(`${API}/authorizations/sign-up`, async ({ request }) => {
    const body = await readObject(request);
    const parsed = signUp.safeParse(body);
    const problems = parsed.success ? [] : fieldErrors(parsed.error);
    const mismatch = confirmationError(body, problems);
    if (mismatch) problems.push(mismatch);
    if (!parsed.success || problems.length > 0) return errors(400, problems);

    const { first_name, last_name, email, password } = parsed.data;
    store.counters.user += 1;
    const user: User = {
      id: store.counters.user,
      email: normalizeEmail(email),
      first_name,
      last_name,
      phone: null,
      gender: null,
      birthday: null,
      relationship_status: null,
      role: "customer",
      email_verified: false,
      created_at: new Date().toISOString(),
      password_hash: await hashPassword(password),
      cart_unique_id: null,
      shipping_addresses: [],
    };
    // Checked again after the hash: two sign-ups for one e-mail may have raced past the rule above.
    if (findUserByEmail(user.email)) return apiError(400, MESSAGES.emailTaken, "email");
    store.users.push(user);
    issueAccountToken(user, "verification");
    return ok(request, { id: user.id, email: user.email });
  }),
];
