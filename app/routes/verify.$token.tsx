import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AccountResult } from "~/components/AccountResult";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { loadVerification } from "~/services/account-pages.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const result = await loadVerification(request, params.token ?? "");
  return data(result, { status: result.ok ? 200 : 400, headers: { "Cache-Control": PRIVATE_NO_STORE } });
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
