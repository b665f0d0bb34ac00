import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";
import { RecoverRequestForm } from "~/components/forms/enhanced";
import { postedFieldErrors } from "~/lib/forms/posted";
import { handleRecoverRequest } from "~/services/account-pages.server";
import { requireGuest } from "~/services/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return handleRecoverRequest(request);
}

export const meta: MetaFunction = () => [{ title: "Recover your password" }, { name: "robots", content: "noindex" }];

export default function RecoverPassword() {
  const posted = useActionData<typeof action>();
  const result = posted && "ok" in posted ? posted : undefined;
  return (
    <section className="container narrow section">
      <h1 className="section__title">Recover your password</h1>
      <AccountResult result={result} />
      {result?.ok ? null : (
        <>
          <p>Enter the email of your account and we will send you a link to choose a new password.</p>
          <RecoverRequestForm errors={postedFieldErrors(posted)} />
        </>
      )}
    </section>
  );
}
