import { z } from "zod";

import { defineForm } from "~/lib/forms/form";

export const REDIRECT_EXPRESS = ["paypal_express", "affirm_express"] as const;

export const expressSchema = z.object({
  payment_method: z.enum(REDIRECT_EXPRESS, { errorMap: () => ({ message: "Choose a way to pay" }) }),
  from: z.string().max(2048).optional(),
});

/** The buttons have no fields to show an error under: the API's refusal is the form's message. */
export const expressForm = defineForm("express", expressSchema, { apiErrors: "fields and message" });
