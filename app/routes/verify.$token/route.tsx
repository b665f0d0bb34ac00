import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";

import { loadVerification } from "./verify.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadVerification(request, params.token ?? "");
}

export const meta: MetaFunction = () => [{ title: "Email verification" }, { name: "robots", content: "noindex" }];

export default function Verify() {
  const result = useLoaderData<typeof loader>();
  return (
    <section className="container narrow section">
      <h1 className="section__title">Email verification</h1>
      <AccountResult result={result} next={{ to: "/?drawer=1", label: "Sign in" }} />
    </section>
  );
}
