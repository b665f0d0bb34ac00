/**
 * The account area's answers (spec 3 "User", "Address"; spec 7 "Users"):
 * the profile's save, subscriptions, a saved address, and the saved cards.
 * `PUT /users` answers the user as `GET /users` does (`userResponse`).
 */
import { z } from "zod";

import { address } from "./account.server";
import { cardSummary } from "./cart.server";
import { envelope } from "./common.server";

/** GET /users/subscriptions: each list the shopper can be on, and whether they are. */
export const subscription = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullish(),
    subscribed: z.boolean(),
  })
  .passthrough();
export const subscriptionsResponse = envelope(z.array(subscription));
export type Subscription = z.infer<typeof subscription>;

/** POST and PUT /users/addresses/shipping[/{id}]: the address as saved. */
export const addressResponse = envelope(address);

/**
 * GET /users/payment-methods (the mock's assumption: the spec names no call):
 * a saved card is its gateway token's summary, never a number.
 */
export const savedCard = cardSummary.extend({ id: z.number(), is_default: z.boolean().default(false) });
export const savedCardsResponse = envelope(z.array(savedCard));
export type SavedCard = z.infer<typeof savedCard>;
