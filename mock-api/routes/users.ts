/**
 * Users: e-mail verification, password recovery, the signed-in user and their
 * saved shipping addresses. Tokens for the e-mail links are listed at
 * GET /__qa/tokens (nothing is e-mailed).
 */
import { http } from "msw";
import { z } from "zod";

import {
  authenticate,
  endAllSessions,
  findUsableToken,
  findUserByEmail,
  issueAccountToken,
  MESSAGES,
  publicUser,
  useTokens,
} from "../accounts";
import { type ApiError, apiError, errors, ok } from "../http";
import { hashPassword } from "../passwords";
import { field, fieldErrors, readObject, validationErrors } from "../validation";

import { confirmationError, newPasswordFields } from "./auth";

const API = "*/api/v1";

const verifyEmail = z.object({ token: field.text("token", 255) });
const recoveryRequest = z.object({ email: field.email("email") });
const recoveryReset = z.object({ token: field.text("token", 255), ...newPasswordFields });

const hasValue = (value: unknown) => value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");

export const userHandlers = [
  http.post(`${API}/users/verify-email`, async ({ request }) => {
    const parsed = verifyEmail.safeParse(await readObject(request));
    if (!parsed.success) return validationErrors(parsed.error);
    const found = findUsableToken(parsed.data.token, "verification");
    if (!found) return apiError(400, MESSAGES.badVerificationToken, "token");
    found.user.email_verified = true;
    useTokens(found.user.id, "verification");
    return ok(request, { email: found.user.email, email_verified: true });
  }),

  /**
   * Two steps on one path: `{email}` asks for a reset link (the same answer
   * whether or not the account exists); `{token, password,
   * password_confirmation}` sets the new password.
   */
  http.patch(`${API}/users/recover-password`, async ({ request }) => {
    const body = await readObject(request);

    if (!hasValue(body.token)) {
      const parsed = recoveryRequest.safeParse(body);
      if (!parsed.success) return validationErrors(parsed.error);
      const user = findUserByEmail(parsed.data.email);
      if (user) issueAccountToken(user, "recovery");
      return ok(request, { sent: true });
    }

    const parsed = recoveryReset.safeParse(body);
    const problems: ApiError[] = parsed.success ? [] : fieldErrors(parsed.error);
    const found = typeof body.token === "string" ? findUsableToken(body.token.trim(), "recovery") : undefined;
    if (!found && !problems.some((e) => e.property === "token")) {
      problems.unshift({ code: 400, property: "token", message: MESSAGES.badRecoveryToken });
    }
    const mismatch = confirmationError(body, problems);
    if (mismatch) problems.push(mismatch);
    if (!parsed.success || !found || problems.length > 0) return errors(400, problems);

    const hash = await hashPassword(parsed.data.password);
    // The link may have been used by a concurrent request while hashing.
    if (found.record.used) return apiError(400, MESSAGES.badRecoveryToken, "token");
    found.user.password_hash = hash;
    useTokens(found.user.id, "recovery");
    // A new password signs the account out everywhere.
    endAllSessions(found.user.id);
    return ok(request, { updated: true });
  }),

  http.get(`${API}/users`, ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return ok(request, publicUser(auth.user));
  }),

  http.get(`${API}/users/addresses/shipping`, ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return ok(request, auth.user.shipping_addresses);
  }),
];
