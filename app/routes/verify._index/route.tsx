import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";
import { withErrorMeta } from "~/lib/seo";

import { loadVerification } from "./verify.server";

/** Where a verification link leads (services/email-link.server.ts): its token is in a cookie the server reads, never here. */
export function loader({ request }: LoaderFunctionArgs) {
  return loadVerification(request);
}

/** Verified once: a revalidation (after a form elsewhere on the page) would find the link used and say so. */
export const shouldRevalidate = () => false;

/** No referrer to another site (lib/token-paths.ts); `no-referrer` would also blank the Origin of the page's forms' posts. */
export const meta: MetaFunction = withErrorMeta(() => [{ title: "Email verification" }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }]);

export default function Verify() {
  const result = useLoaderData<typeof loader>();
  return (
    <section className="container narrow section">
      <h1 className="section__title">Email verification</h1>
      <AccountResult result={result} next={{ to: "/?drawer=1", label: "Sign in" }} />
    </section>
  );
}
