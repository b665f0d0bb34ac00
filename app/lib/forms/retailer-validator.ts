/**
 * The store finder form's remix-validated-form validator. Like validators.ts,
 * import it only from the lazily loaded form and from server code, so no page
 * loads zod up front.
 */
import { withZod } from "@remix-validated-form/with-zod";

import { retailerSearchSchema } from "./retailer";

export const retailerValidator = withZod(retailerSearchSchema);
