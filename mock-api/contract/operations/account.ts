import { z } from "zod";

import { addressesResponse, signInResponse, userResponse } from "~/services/schemas/account.server";
import { addressResponse, savedCardsResponse, subscriptionsResponse } from "~/services/schemas/profile.server";

import { savedAddressSchema } from "../../address-book";
import { profileSchema } from "../../profile";
import { signIn, signUp } from "../../routes/auth";
import { passwordChange, recoveryRequest, recoveryReset, verifyEmail } from "../../routes/users";
import { emailVerified, nothing, passwordChanged, passwordRecovery, signedUp } from "../answers";
import { API, idParam, type Operation } from "../operation";

const signedIn = { tag: "Account", bearer: "required" } as const;

export const accountOperations: Operation[] = [
  {
    method: "post",
    path: `${API}/authorizations`,
    summary: "Sign in: a bearer token, and the guest's cart merged into the account's",
    tag: "Account",
    body: signIn,
    response: signInResponse,
    errors: [400],
  },
  { ...signedIn, method: "delete", path: `${API}/authorizations`, summary: "Sign out: revoke the token", response: nothing, answer: "mock", errors: [] },
  {
    method: "post",
    path: `${API}/authorizations/sign-up`,
    summary: "Create an account; a verification link is e-mailed",
    tag: "Account",
    body: signUp,
    response: signedUp,
    answer: "mock",
    errors: [400],
  },
  {
    method: "post",
    path: `${API}/users/verify-email`,
    summary: "Verify the e-mail with the link's token",
    tag: "Account",
    body: verifyEmail,
    response: emailVerified,
    answer: "mock",
    errors: [400],
  },
  {
    method: "patch",
    path: `${API}/users/recover-password`,
    summary: "`{email}` asks for a reset link; `{token, password, password_confirmation}` resets",
    tag: "Account",
    body: z.union([recoveryRequest, recoveryReset]),
    response: passwordRecovery,
    answer: "mock",
    errors: [400],
  },
  { ...signedIn, method: "get", path: `${API}/users`, summary: "The signed-in user", response: userResponse, errors: [] },
  {
    ...signedIn,
    method: "put",
    path: `${API}/users`,
    summary: "Change the profile (a field left out keeps its value)",
    // The birthday's latest day is today's: the rule, not the date, is what the document shows.
    body: profileSchema(new Date().toISOString().slice(0, 10)),
    response: userResponse,
    errors: [400],
  },
  {
    ...signedIn,
    method: "patch",
    path: `${API}/users/change-password`,
    summary: "Change the password; the account's other sessions end",
    body: passwordChange,
    response: passwordChanged,
    answer: "mock",
    errors: [400],
  },
  { ...signedIn, method: "get", path: `${API}/users/subscriptions`, summary: "The newsletters and whether the user is on them", response: subscriptionsResponse, errors: [] },
  { ...signedIn, method: "get", path: `${API}/users/addresses/shipping`, summary: "The address book", response: addressesResponse, errors: [] },
  {
    ...signedIn,
    method: "post",
    path: `${API}/users/addresses/shipping`,
    summary: "Add an address",
    body: savedAddressSchema,
    response: addressResponse,
    errors: [400],
  },
  {
    ...signedIn,
    method: "put",
    path: `${API}/users/addresses/shipping/{id}`,
    summary: "Change an address",
    params: idParam("id"),
    body: savedAddressSchema,
    response: addressResponse,
    errors: [400, 404],
  },
  {
    ...signedIn,
    method: "delete",
    path: `${API}/users/addresses/shipping/{id}`,
    summary: "Delete an address",
    params: idParam("id"),
    response: nothing,
    answer: "mock",
    errors: [404],
  },
  { ...signedIn, method: "get", path: `${API}/users/payment-methods`, summary: "The saved cards", response: savedCardsResponse, errors: [] },
  {
    ...signedIn,
    method: "delete",
    path: `${API}/users/payment-methods/{id}`,
    summary: "Forget a saved card",
    params: idParam("id"),
    response: nothing,
    answer: "mock",
    errors: [404],
  },
];
