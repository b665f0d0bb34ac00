// The address and payment steps have modules of their own, so each step's form loads only its own rules.
import { z } from "zod";

import { STEPS } from "~/lib/checkout/steps";

import { email, requiredText } from "~/lib/forms/fields";
import { defineForm } from "~/lib/forms/form";
import { GENERIC_FAILURE } from "~/lib/forms/messages";

export const contactSchema = z.object({ email: email() });

export const shippingMethodSchema = z.object({
  shipping_rate_id: z.string({ required_error: "Choose a shipping method" }).trim().min(1, "Choose a shipping method").max(40),
});

const returnStep = { step: z.enum(STEPS).optional() };

export const codeSchema = z.object({
  gift_card_code: requiredText("Code", 64),
  ...returnStep,
});

export const contactForm = defineForm("contact", contactSchema);
export const shippingMethodForm = defineForm("shipping", shippingMethodSchema);
/** Attempt key (lib/checkout/placing.ts): a page's two posts are one attempt; anything but a key gets a new attempt. */
export const placeOrderForm = defineForm(
  "place-order",
  z.object({
    attempt: z.string().max(64).optional().catch(undefined),
    // The gift options, sent with the order's button so nothing typed is left behind. The API holds the real limit.
    gift_message: z.string().max(2000, "This message is too long for the card.").transform((value) => value.trim()).optional(),
    gift_wrap: z.literal("on").optional().catch(undefined),
  }),
);
/** Spec 8: binding a code is rejected to the caller; the API's message goes under the field. */
export const applyCodeForm = defineForm("apply-code", codeSchema, { apiErrors: { field: "gift_card_code", fallback: GENERIC_FAILURE } });
export const removeCodeForm = defineForm("remove-code", z.object({ gift_card_code: z.string().trim().max(64), ...returnStep }), {
  apiErrors: "fields and message",
});
