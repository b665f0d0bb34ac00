import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";
import { ResetPasswordForm } from "~/components/forms/enhanced";
import { postedFieldErrors } from "~/lib/forms/posted";
import { handleResetPassword } from "~/services/account-pages.server";
import { requireGuest } from "~/services/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleResetPassword(request, params.token ?? "");
}

export const meta: MetaFunction = () => [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }];

export default function ResetPassword() {
  const posted = useActionData<typeof action>();
  const result = posted && "ok" in posted ? posted : undefined;
  const tokenError = result && !result.ok ? result.fieldErrors.token : undefined;
  return (
    <section className="container narrow section">
      <h1 className="section__title">Choose a new password</h1>
      <AccountResult result={tokenError ? { ok: false, message: tokenError } : result} next={{ to: "/?drawer=1", label: "Sign in" }} />
      {result?.ok ? null : <ResetPasswordForm errors={postedFieldErrors(posted)} />}
    </section>
  );
}
