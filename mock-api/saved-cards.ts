/**
 * Saved cards: the mock's assumption, since the spec names no call for them
 * (GET /users/payment-methods lists an account's cards, DELETE
 * /users/payment-methods/{id} removes one). A saved card is what a card
 * gateway keeps for a returning customer: a reusable token and the card's
 * summary (brand, last four digits, expiry, holder), never the number, so
 * nothing here could leak one. The seed gives the demo shopper two; saving a
 * card at checkout will add to the same list.
 *
 * An account has exactly one default card while it has any. Cards are found
 * only among the caller's own, so another account's id answers the same 404
 * as an id that never existed.
 */
import type { StoredSavedCard, User } from "./model";
import { store } from "./store";

export const SAVED_CARD_MESSAGES = {
  notFound: "Payment method not found.",
} as const;

/** The account's cards, oldest first. */
export const savedCardsOf = (user: User): StoredSavedCard[] => store.saved_cards.filter((card) => card.user_id === user.id);

/** The user's card with that id (a path segment), or undefined: unknown and another account's alike. */
export function findSavedCard(user: User, key: string): StoredSavedCard | undefined {
  return /^\d+$/.test(key) ? savedCardsOf(user).find((card) => card.id === Number(key)) : undefined;
}

/** Removes the card; when it was the default, the oldest card left becomes the default. */
export function removeSavedCard(user: User, card: StoredSavedCard): void {
  store.saved_cards = store.saved_cards.filter((saved) => saved !== card);
  const left = savedCardsOf(user);
  if (left.length > 0 && !left.some((saved) => saved.is_default)) left[0].is_default = true;
}

/** The wire shape: an allow-list, so the token and the charge outcome never leave the mock. */
export const renderSavedCard = ({ id, brand, last4, exp_month, exp_year, holder_name, card_name, is_default }: StoredSavedCard) => ({
  id,
  brand,
  last4,
  exp_month,
  exp_year,
  holder_name,
  card_name,
  is_default,
});
