import { z } from "zod";

/** Spec 5 "Newsletter": email required and valid. */
export const newsletterSchema = z.object({
  email: z
    .string({ required_error: "The email field is required" })
    .trim()
    .min(1, "The email field is required")
    .max(254, "Please limit to 254 characters or less.")
    .email("The email field must be a valid email"),
});
