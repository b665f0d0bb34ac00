import { z } from "zod";

import { email } from "./fields";
import { defineForm } from "./form";

/** Spec 5 "Newsletter": email required and valid. */
export const newsletterSchema = z.object({ email: email() });

/** Spec 8: the API's first message, or "Server error", under the email field. */
export const newsletterForm = defineForm("newsletter", newsletterSchema, { apiErrors: { field: "email", fallback: "Server error" }, honeypot: true });
