/** The saved cards page's one post: deleting a card, once the shopper has confirmed it (the page asks first). */
import { z } from "zod";

import { DELETE_CARD_INTENT } from "~/lib/account-pages";
import { defineForm } from "~/lib/forms/form";

export const deleteCardForm = defineForm(DELETE_CARD_INTENT, z.object({ card_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }));
