/** Spec 5 "Track order": number required; email required and valid; billing_zip required. */
import { z } from "zod";

import { email, requiredText } from "./fields";

export const trackOrderSchema = z.object({
  number: requiredText("Order number", 40),
  email: email(),
  billing_zip: requiredText("Billing ZIP code", 10),
});
