import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";

import { loadVerification } from "./verify.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadVerification(request, params.token ?? "");
}

/** The address holds a secret: nothing it loads from or links to another site learns it from a referrer (lib/token-paths.ts; `no-referrer` would also blank the Origin of its own form post). */
export const meta: MetaFunction = () => [{ title: "Email verification" }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];

export default function Verify() {
  const result = useLoaderData<typeof loader>();
  return (
    <section className="container narrow section">
      <h1 className="section__title">Email verification</h1>
      <AccountResult result={result} next={{ to: "/?drawer=1", label: "Sign in" }} />
    </section>
  );
}
