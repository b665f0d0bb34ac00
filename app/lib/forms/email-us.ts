/** Spec 5 "Email-us": subject optional from a list; message required, at most 5000; names and email required. */
import { z } from "zod";

import { email, requiredText } from "./fields";
import { defineForm } from "./form";
import { MESSAGE_MAX } from "./messages";

export const EMAIL_US_SUBJECTS = [
  "order inquiry",
  "wholesale inquiry",
  "product repair inquiry",
  "return or exchange inquiry",
  "other",
] as const;

export const emailUsSchema = z.object({
  subject: z
    .union([z.enum(EMAIL_US_SUBJECTS), z.literal("")])
    .optional()
    .transform((value) => (value ? value : undefined)),
  question: requiredText("Message", MESSAGE_MAX),
  first_name: requiredText("First name", 100),
  last_name: requiredText("Last name", 100),
  email: email(),
  /** The page the shopper wrote from (spec 7: the question's `slug` is its full URL). */
  page: z.string().max(2048).optional(),
});

/** Spec 8: an "Error!" alert with the first message, plus the field errors of a 400. */
export const emailUsForm = defineForm("email-us", emailUsSchema, { apiErrors: "fields and message", honeypot: true });
