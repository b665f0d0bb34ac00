import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useSearchParams } from "@remix-run/react";

import { RouteError } from "~/components/RouteError";
import { useSiteForms } from "~/components/SiteForms";
import { requireGuest } from "~/services/session.server";
import { pageHeaders } from "~/lib/http-cache";
import { withErrorMeta } from "~/lib/seo";

import { signInAction } from "./sign-in.server";

/** A 429's Retry-After reaches the document; a form's answer keeps it private. */
export const headers = pageHeaders;

/** The sign-in form as a page: where a post without JavaScript shows its errors, and a direct link lands. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGuest(request);
  return null;
}

export function action({ request }: ActionFunctionArgs) {
  return signInAction(request);
}

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Sign in" }, { name: "robots", content: "noindex" }]);

export default function SignInPage() {
  const [params] = useSearchParams();
  const { SignInForm } = useSiteForms();
  return (
    <section className="container narrow section">
      <h1 className="section__title">Sign in</h1>
      <SignInForm redirect={params.get("redirect")} />
      <p className="small">
        New here? <Link to="/sign-up">Create an account</Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteError;
