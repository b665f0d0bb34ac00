/** The product page's forms: drop a hint and ask a question. */
import { z } from "zod";

import { email, optionalText, requiredText } from "./fields";
import { defineForm } from "./form";
import { HINT_MESSAGE_MAX, MESSAGE_MAX } from "./messages";

/** Drop a hint: the product link goes to someone's inbox. */
export const hintSchema = z.object({
  email: email("Their email"),
  name: optionalText(100),
  message: optionalText(HINT_MESSAGE_MAX),
});

/** Ask a question about the piece (POST /questions). */
export const questionSchema = z.object({
  first_name: requiredText("First name", 100),
  last_name: requiredText("Last name", 100),
  email: email(),
  question: requiredText("Your question", MESSAGE_MAX),
});

export const hintForm = defineForm("hint", hintSchema, { honeypot: true });
export const questionForm = defineForm("question", questionSchema, { honeypot: true });
