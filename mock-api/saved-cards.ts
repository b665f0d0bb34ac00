/** The mock's assumption (no spec call): a gateway-style token, never the number; another account's id is the same 404. */
import { cardSummary } from "./cards";
import { opaqueId } from "./ids";
import type { CardToken, StoredSavedCard, User } from "./model";
import { store } from "./store";

export const SAVED_CARD_MESSAGES = {
  notFound: "Payment method not found.",
  /** At checkout: unknown, another account's, or no signed-in buyer. */
  notFoundAtCheckout: "The saved card was not found.",
} as const;

export const savedCardsOf = (user: User): StoredSavedCard[] => store.saved_cards.filter((card) => card.user_id === user.id);

/** Unknown and another account's alike give undefined. */
export function findSavedCard(user: User, key: string): StoredSavedCard | undefined {
  return /^\d+$/.test(key) ? savedCardsOf(user).find((card) => card.id === Number(key)) : undefined;
}

/** Whoever owns it: the checkout checks the owner when it is chosen and when it is charged. */
export const findSavedCardById = (id: number): StoredSavedCard | undefined => store.saved_cards.find((card) => card.id === id);

export const ownSavedCard = (user: User | undefined, id: number): StoredSavedCard | undefined =>
  user ? savedCardsOf(user).find((card) => card.id === id) : undefined;

const sameCard = (a: StoredSavedCard, b: CardToken) =>
  a.brand === b.brand && a.last4 === b.last4 && a.exp_month === b.exp_month && a.exp_year === b.exp_year;

/** Nothing is added when the account already has the same brand, last four and expiry. The first card becomes the default. */
export function saveCard(user: User, token: CardToken): StoredSavedCard | null {
  const own = savedCardsOf(user);
  if (own.some((card) => sameCard(card, token))) return null;
  store.counters.saved_card += 1;
  const card: StoredSavedCard = {
    id: store.counters.saved_card,
    user_id: user.id,
    ...cardSummary(token),
    token: `tok_${opaqueId("saved_card", store.counters.saved_card, 24)}`,
    outcome: { ...token.outcome },
    is_default: own.length === 0,
    created_at: new Date().toISOString(),
  };
  store.saved_cards.push(card);
  return card;
}

/** When it was the default, the oldest card left becomes the default. */
export function removeSavedCard(user: User, card: StoredSavedCard): void {
  store.saved_cards = store.saved_cards.filter((saved) => saved !== card);
  const left = savedCardsOf(user);
  if (left.length > 0 && !left.some((saved) => saved.is_default)) left[0].is_default = true;
}

/** An allow-list, so the token and the charge outcome never leave the mock. */
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
