import { lazyPart } from "~/lib/lazy-part";

export const EmailUsForm = lazyPart(() => import("./email-us.form").then((m) => m.EmailUsForm));
