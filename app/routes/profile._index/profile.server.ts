import { data } from "@remix-run/node";

import { PASSWORD_SAVED, PROFILE_SAVED, SUBSCRIPTIONS_SAVED, passwordForm, profileForm, subscriptionsForm } from "./profile.form";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { handleForms, on } from "~/services/form-door.server";
import { redirectWithNotice } from "~/services/notice.server";
import { getSession, requireUser, sessionUser } from "~/services/session.server";
import { rememberTraits } from "~/services/shopper-traits.server";
import { changePassword, getAddresses, getProfile, getSubscriptions, setNewsletter, updateProfile } from "~/services/users.server";
import { CURRENT_PASSWORD, countingWrongGuesses } from "~/services/rate-limit.server";

export const PROFILE_PATH = "/profile";

export async function loadProfilePage(request: Request) {
  const sessionUser = await requireUser(request);
  const [profile, subscriptions, addresses] = await Promise.all([getProfile(request), getSubscriptions(request), getAddresses(request)]);
  // Spec 8 swallows a user-info failure: the session's first name and e-mail stand in, and the form starts from them.
  const user = profile ?? { ...sessionUser, last_name: null, phone: null, gender: null, birthday: null, relationship_status: null };
  const newsletter = subscriptions?.find((subscription) => subscription.id === "newsletter") ?? null;
  const preferred = addresses.find((address) => address.is_default) ?? addresses[0] ?? null;
  return data(
    {
      greeting: user.first_name || user.email,
      email: user.email,
      loaded: profile !== null,
      values: {
        first_name: user.first_name ?? "",
        last_name: user.last_name ?? "",
        phone: user.phone ?? "",
        gender: user.gender ?? "",
        birthday: user.birthday ?? "",
        relationship_status: user.relationship_status ?? "",
      },
      newsletter: newsletter ? { title: newsletter.title, description: newsletter.description ?? null, subscribed: newsletter.subscribed } : null,
      addresses: {
        count: addresses.length,
        preferred: preferred
          ? { name: preferred.name ?? null, line: [preferred.address, preferred.city, `${preferred.state} ${preferred.zip_code}`].join(", ") }
          : null,
      },
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function profileAction(request: Request) {
  const user = await requireUser(request);
  const currentPasswordLimit = { rule: CURRENT_PASSWORD, key: String(user.id) };
  return handleForms(
    request,
    on(profileForm, async (details) => {
      const saved = await updateProfile(request, details);
      // The greeting's first name lives in the session; gender and birthday only in what events carry.
      (await getSession(request)).set("user", sessionUser(saved));
      rememberTraits(saved);
      return redirectWithNotice(request, PROFILE_PATH, PROFILE_SAVED);
    }),
    on(
      passwordForm,
      async (passwords) => {
        await countingWrongGuesses([currentPasswordLimit], () => changePassword(request, passwords));
        return redirectWithNotice(request, PROFILE_PATH, PASSWORD_SAVED);
      },
      // The current password is a guess like any other: wrong ones counted for the account, whichever machine asks.
      { limit: () => [currentPasswordLimit] },
    ),
    on(subscriptionsForm, async ({ newsletter }) => {
      await setNewsletter(request, user.email, newsletter);
      return redirectWithNotice(request, PROFILE_PATH, SUBSCRIPTIONS_SAVED);
    }),
  );
}
