/** Keyed by e-mail, so subscribing from the footer and from the account area are the same thing. */
import { normalizeEmail } from "./accounts";
import type { User } from "./model";
import { store } from "./store";

export const NEWSLETTER = {
  id: "newsletter",
  title: "The Maison Lumière letter",
  description: "New collections, private previews and stories from our atelier, about twice a month.",
} as const;

export const SUBSCRIPTION_MESSAGES = {
  alreadySubscribed: "This email is already subscribed to our newsletter.",
  notSubscribed: "This email is not subscribed to our newsletter.",
  subscribedBoolean: "The subscribed field must be true or false.",
  notYours: "You can only unsubscribe your own email address.",
} as const;

export const isSubscribed = (email: string): boolean => store.subscribers.includes(normalizeEmail(email));

/** False when it was on the list already. */
export function subscribe(email: string): boolean {
  if (isSubscribed(email)) return false;
  store.subscribers.push(normalizeEmail(email));
  return true;
}

/** False when it was not on the list. */
export function unsubscribe(email: string): boolean {
  const before = store.subscribers.length;
  store.subscribers = store.subscribers.filter((subscriber) => subscriber !== normalizeEmail(email));
  return store.subscribers.length < before;
}

export const subscriptionsOf = (user: User) => [{ ...NEWSLETTER, subscribed: isSubscribed(user.email) }];
