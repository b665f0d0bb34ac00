/** The lazily loaded forms, for the server to render at once (see enhanced.tsx). */
export { RecoverRequestForm, ResetPasswordForm, SignUpForm } from "./AccountForms";
export { AddressForm, ContactForm, PaymentForm, ShippingMethodForm } from "./CheckoutForms";
export { EmailUsForm } from "./EmailUsForm";
export { NewsletterForm } from "./NewsletterForm";
export { SignInForm } from "./SignInForm";
export { TrackOrderForm } from "./TrackOrderForm";
export { RetailerSearchForm } from "./RetailerSearchForm";
