import { lazyPart } from "~/lib/lazy-part";

export const NewsletterForm = lazyPart(() => import("./newsletter.form").then((m) => m.NewsletterForm));
