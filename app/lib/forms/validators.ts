/**
 * remix-validated-form validators: the same zod schema checks a form in the
 * browser and in the action. Import these only from lazily loaded form
 * components and from server code, so no page loads zod up front.
 */
import { withZod } from "@remix-validated-form/with-zod";

import { recoverRequestSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./auth";
import { addressStepSchema, contactSchema, paymentSchema, shippingMethodSchema } from "./checkout";
import { emailUsSchema } from "./email-us";
import { newsletterSchema } from "./newsletter";
import { trackOrderSchema } from "./track-order";

export const signInValidator = withZod(signInSchema);
export const signUpValidator = withZod(signUpSchema);
export const recoverRequestValidator = withZod(recoverRequestSchema);
export const resetPasswordValidator = withZod(resetPasswordSchema);
export const newsletterValidator = withZod(newsletterSchema);
export const emailUsValidator = withZod(emailUsSchema);
export const trackOrderValidator = withZod(trackOrderSchema);

export const contactValidator = withZod(contactSchema);
export const addressValidator = withZod(addressStepSchema);
export const shippingMethodValidator = withZod(shippingMethodSchema);
export const paymentValidator = withZod(paymentSchema);
