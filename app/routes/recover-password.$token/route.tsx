import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";
import { lazyPart } from "~/lib/lazy-part";
import { RouteError } from "~/components/RouteError";
import { requireGuest } from "~/services/session.server";

import { resetPasswordAction } from "./reset-password.server";

const ResetPasswordForm = lazyPart(() => import("./reset-password.form").then((m) => m.ResetPasswordForm));

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return null;
}

export function action({ request, params }: ActionFunctionArgs) {
  return resetPasswordAction(request, params.token ?? "");
}

/** The address holds a secret: nothing it loads from or links to another site learns it from a referrer (lib/token-paths.ts; `no-referrer` would also blank the Origin of its own form post). */
export const meta: MetaFunction = () => [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];

export default function ResetPassword() {
  const posted = useActionData<typeof action>();
  return (
    <section className="container narrow section">
      <h1 className="section__title">Choose a new password</h1>
      {posted?.ok ? <AccountResult result={posted} next={{ to: "/?drawer=1", label: "Sign in" }} /> : <ResetPasswordForm />}
    </section>
  );
}

export const ErrorBoundary = RouteError;
