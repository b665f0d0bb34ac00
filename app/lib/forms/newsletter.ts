import { z } from "zod";

import { email } from "./fields";

/** Spec 5 "Newsletter": email required and valid. */
export const newsletterSchema = z.object({ email: email() });
