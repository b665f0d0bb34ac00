import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useRouteLoaderData } from "@remix-run/react";

import { EmailUsForm } from "~/components/forms/enhanced";
import { postedFieldErrors } from "~/lib/forms/posted";
import type { loader as rootLoader } from "~/root";
import { handleEmailUs } from "~/services/email-us.server";

export function loader(_: LoaderFunctionArgs) {
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  return handleEmailUs(request);
}

export const meta: MetaFunction = () => [{ title: "Email us" }];

/** The form as a page, where a post without JavaScript lands. */
export default function EmailUsPage() {
  const posted = useActionData<typeof action>();
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const labels = shell?.emailUs;
  if (!labels) return null;
  return (
    <section className="container narrow section">
      <h1 className="section__title">{labels.title}</h1>
      <p className="drawer__lead">{labels.subTitle}</p>
      <EmailUsForm labels={labels} result={posted && "ok" in posted ? posted : undefined} errors={postedFieldErrors(posted)} />
    </section>
  );
}
