import { lazyPart } from "~/lib/lazy-part";

export const SignInForm = lazyPart(() => import("./sign-in.form").then((m) => m.SignInForm));
