/** The forms every page can show (the drawers, the footer, the error page), loaded lazily: see lib/lazy-part.tsx. */
import { lazyPart } from "~/lib/lazy-part";

export const SignInForm = lazyPart(() => import("./sign-in.form").then((m) => m.SignInForm));
export const NewsletterForm = lazyPart(() => import("./newsletter.form").then((m) => m.NewsletterForm));
export const EmailUsForm = lazyPart(() => import("./email-us.form").then((m) => m.EmailUsForm));
export const TrackOrderForm = lazyPart(() => import("./track-order.form").then((m) => m.TrackOrderForm));
