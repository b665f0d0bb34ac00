import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";
import { lazyPart } from "~/lib/lazy-part";
import { RouteError } from "~/components/RouteError";
import { requireGuest } from "~/services/session.server";
import { pageHeaders } from "~/lib/http-cache";
import { withErrorMeta } from "~/lib/seo";

import { recoverPasswordAction } from "./recover-password.server";

const RecoverPasswordForm = lazyPart(() => import("./recover-password.form").then((m) => m.RecoverPasswordForm));

/** A 429's Retry-After reaches the document; a form's answer keeps it private. */
export const headers = pageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return null;
}

export function action({ request }: ActionFunctionArgs) {
  return recoverPasswordAction(request);
}

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Recover your password" }, { name: "robots", content: "noindex" }]);

export default function RecoverPassword() {
  const posted = useActionData<typeof action>();
  return (
    <section className="container narrow section">
      <h1 className="section__title">Recover your password</h1>
      {posted?.ok ? (
        <AccountResult result={posted} />
      ) : (
        <>
          <p>Enter the email of your account and we will send you a link to choose a new password.</p>
          <RecoverPasswordForm />
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteError;
