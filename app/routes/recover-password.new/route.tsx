import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";
import { ErrorAlert } from "~/components/ErrorAlert";
import { lazyPart } from "~/lib/lazy-part";
import { withErrorMeta } from "~/lib/seo";
import { RouteError } from "~/components/RouteError";
import { requireGuest } from "~/services/session.server";

import { loadResetPage, resetPasswordAction } from "./reset-password.server";

const ResetPasswordForm = lazyPart(() => import("./reset-password.form").then((m) => m.ResetPasswordForm));

/** Where a recovery link leads (services/email-link.server.ts): its token is in a cookie the server reads, never here. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return loadResetPage(request);
}

export function action({ request }: ActionFunctionArgs) {
  return resetPasswordAction(request);
}

/** No referrer to another site (lib/token-paths.ts); `no-referrer` would also blank the Origin of its own form post. */
export const meta: MetaFunction = withErrorMeta(() => [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }]);

export default function ResetPassword() {
  const { invalidLink } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <section className="container narrow section">
      <h1 className="section__title">Choose a new password</h1>
      {posted?.ok ? (
        <AccountResult result={posted} next={{ to: "/?drawer=1", label: "Sign in" }} />
      ) : !invalidLink ? (
        <>
          <ResetPasswordForm />
          <p className="small">
            Link not working? <Link to="/recover-password">Ask for a new link</Link>
          </p>
        </>
      ) : (
        <>
          <ErrorAlert message={invalidLink} />
          <p>
            <Link to="/recover-password" className="button">
              Ask for a new link
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteError;
