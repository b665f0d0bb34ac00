/** Spec 5 "Track order": number required; email required and valid; billing_zip required. */
import { z } from "zod";

import { email, requiredText } from "./fields";
import { defineForm } from "./form";

export const trackOrderSchema = z.object({
  number: requiredText("Order number", 40),
  email: email(),
  billing_zip: requiredText("Billing ZIP code", 10),
});

/** A GET form: the page looks the order up from its query (spec 4). */
export const trackOrderForm = defineForm("track-order", trackOrderSchema);
