// Spec 3 "User", 7 "Authentication", "Users".
import { z } from "zod";

import { postalAddress } from "./cart.server";
import { envelope } from "./common.server";

export const user = z
  .object({
    id: z.number(),
    email: z.string(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    phone: z.string().nullish(),
    gender: z.string().nullish(),
    birthday: z.string().nullish(),
    relationship_status: z.string().nullish(),
    email_verified: z.boolean().optional(),
    role: z.string().nullish(),
  })
  .passthrough();
export type ApiUser = z.infer<typeof user>;

export const signInResponse = envelope(
  user.extend({
    access_token: z.object({ token: z.string() }).passthrough(),
    /** The account's cart after the merge: the session's cart from then on. */
    cart_unique_id: z.string().nullish(),
  }),
);
export const userResponse = envelope(user);

export const address = postalAddress
  .extend({
    id: z.number(),
    phone_number: z.string().nullish(),
    name: z.string().nullish(),
    is_default: z.boolean().default(false),
  })
  .passthrough();
export const addressesResponse = envelope(z.array(address));
