/** Spec 5 "Email-us": subject optional from a list; message required, at most 5000; names and email required. */
import { z } from "zod";

import { email, requiredText } from "./fields";
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
});
