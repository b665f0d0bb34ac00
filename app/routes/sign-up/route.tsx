import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";
import { lazyPart } from "~/lib/lazy-part";
import { RouteError } from "~/components/RouteError";
import { requireGuest } from "~/services/session.server";
import { pageHeaders } from "~/lib/http-cache";
import { withErrorMeta } from "~/lib/seo";

import { signUpAction } from "./sign-up.server";

const SignUpForm = lazyPart(() => import("./sign-up.form").then((m) => m.SignUpForm));

/** A 429's Retry-After reaches the document; a form's answer keeps it private. */
export const headers = pageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireGuest(request);
  return signUpAction(request);
}

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Create an account" }, { name: "robots", content: "noindex" }]);

export default function SignUp() {
  const posted = useActionData<typeof action>();
  return (
    <section className="container narrow section">
      <h1 className="section__title">Create an account</h1>
      {posted?.ok ? (
        <AccountResult result={posted} />
      ) : (
        <>
          <SignUpForm />
          <p className="small">
            Already have an account? <Link to="/?drawer=1">Sign in</Link>
          </p>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteError;
