import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";
import { SignUpForm } from "~/components/forms/enhanced";
import { postedFieldErrors } from "~/lib/forms/posted";
import { handleSignUp } from "~/services/account-pages.server";
import { requireGuest } from "~/services/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireGuest(request);
  return handleSignUp(request);
}

export const meta: MetaFunction = () => [{ title: "Create an account" }, { name: "robots", content: "noindex" }];

export default function SignUp() {
  const posted = useActionData<typeof action>();
  const result = posted && "ok" in posted ? posted : undefined;
  return (
    <section className="container narrow section">
      <h1 className="section__title">Create an account</h1>
      <AccountResult result={result} />
      {result?.ok ? null : (
        <>
          <SignUpForm errors={postedFieldErrors(posted)} />
          <p className="small">
            Already have an account? <Link to="/?drawer=1">Sign in</Link>
          </p>
        </>
      )}
    </section>
  );
}
