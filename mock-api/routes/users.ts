/** Users: e-mail links (tokens listed at GET /__qa/tokens: nothing is e-mailed), the profile, password change, subscriptions. */
import { http } from "msw";
import { z } from "zod";

import {
  authenticate,
  endAllSessions,
  endOtherSessions,
  findUsableToken,
  findUserByEmail,
  isSessionOf,
  issueAccountToken,
  MESSAGES,
  publicUser,
  useTokens,
} from "../accounts";
import { type ApiError, apiError, errors, ok } from "../http";
import { hashPassword, verifyPassword } from "../passwords";
import { applyProfile, checkProfile } from "../profile";
import { subscriptionsOf } from "../subscriptions";
import { field, fieldErrors, readObject, validationErrors } from "../validation";

import { confirmationError, newPasswordFields } from "./auth";

const API = "*/api/v1";

export const verifyEmail = z.object({ token: field.text("token", 255) });
export const recoveryRequest = z.object({ email: field.email("email") });
export const recoveryReset = z.object({ token: field.text("token", 255), ...newPasswordFields });

export const passwordChange = z.object({ current_password: field.password("current_password", false), ...newPasswordFields });

export const PASSWORD_CHANGE_MESSAGES = {
  incorrect: "The current password is incorrect.",
  unchanged: "The new password must be different from the current one.",
} as const;

/** The form's order. */
const PASSWORD_FIELDS = ["current_password", "password", "password_confirmation"];
const byPasswordField = (a: ApiError, b: ApiError) => PASSWORD_FIELDS.indexOf(a.property ?? "") - PASSWORD_FIELDS.indexOf(b.property ?? "");

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

  /** Two steps on one path: `{email}` asks for a link (the same answer whether or not the account exists); `{token, …}` resets. */
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
    endAllSessions(found.user.id);
    return ok(request, { updated: true });
  }),

  http.get(`${API}/users`, ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return ok(request, publicUser(auth.user));
  }),

  http.put(`${API}/users`, async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const body = await readObject(request);
    const checked = checkProfile(body);
    if ("errors" in checked) return errors(400, checked.errors);
    applyProfile(auth.user, checked.input, body);
    return ok(request, publicUser(auth.user));
  }),

  /** Checks the current password whenever typed so one answer lists every error; ends other sessions and recovery links. */
  http.patch(`${API}/users/change-password`, async ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const { user, token } = auth;
    const body = await readObject(request);
    const parsed = passwordChange.safeParse(body);
    const problems: ApiError[] = parsed.success ? [] : fieldErrors(parsed.error);
    const mismatch = confirmationError(body, problems);
    if (mismatch) problems.push(mismatch);

    const failed = (property: string) => problems.some((e) => e.property === property);
    const hashBefore = user.password_hash;
    const current = body.current_password;
    if (typeof current === "string" && !failed("current_password")) {
      if (!(await verifyPassword(current, hashBefore))) {
        problems.push({ code: 400, property: "current_password", message: PASSWORD_CHANGE_MESSAGES.incorrect });
      } else if (typeof body.password === "string" && !failed("password") && body.password.normalize("NFC") === current.normalize("NFC")) {
        problems.push({ code: 400, property: "password", message: PASSWORD_CHANGE_MESSAGES.unchanged });
      }
    }
    if (!parsed.success || problems.length > 0) return errors(400, problems.sort(byPasswordField));

    const hash = await hashPassword(parsed.data.password);
    // While hashing, the session may have ended, or another change may have replaced the password just verified.
    if (!isSessionOf(token, user.id)) return apiError(401, MESSAGES.unauthenticated);
    if (user.password_hash !== hashBefore) return apiError(400, PASSWORD_CHANGE_MESSAGES.incorrect, "current_password");
    user.password_hash = hash;
    endOtherSessions(user.id, token);
    useTokens(user.id, "recovery");
    return ok(request, { updated: true });
  }),

  http.get(`${API}/users/subscriptions`, ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return ok(request, subscriptionsOf(auth.user));
  }),
];
