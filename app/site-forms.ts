// The shell's site forms, handed to the components through components/SiteForms.tsx: each lives in its route folder.
import type { SiteForms } from "~/components/SiteForms";
import { EmailUsForm } from "~/routes/email-us/site-form";
import { NewsletterForm } from "~/routes/newsletter/site-form";
import { SignInForm } from "~/routes/sign-in/site-form";
import { TrackOrderForm } from "~/routes/track-your-order/site-form";

export const SITE_FORMS: SiteForms = { NewsletterForm, SignInForm, EmailUsForm, TrackOrderForm };
