// Spec 3 "User", "Address", 7 "Users". `PUT /users` answers as `GET /users` does (`userResponse`).
import { z } from "zod";

import { address } from "./account.server";
import { cardSummary } from "./cart.server";
import { envelope } from "./common.server";

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

export const addressResponse = envelope(address);

/** GET /users/payment-methods is the mock's assumption (the spec names no call); a card is a token summary, never a number. */
export const savedCard = cardSummary.extend({ id: z.number(), is_default: z.boolean().default(false) });
export const savedCardsResponse = envelope(z.array(savedCard));
export type SavedCard = z.infer<typeof savedCard>;
