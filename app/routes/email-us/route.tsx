import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";

import { RouteError } from "~/components/RouteError";
import { useSiteForms } from "~/components/SiteForms";
import type { loader as rootLoader } from "~/root";
import { pageHeaders } from "~/lib/http-cache";
import { seo, withErrorMeta } from "~/lib/seo";

import { emailUsAction } from "./email-us.server";

/** A 429's Retry-After reaches the document; a form's answer keeps it private. */
export const headers = pageHeaders;

export function loader(_: LoaderFunctionArgs) {
  return null;
}

export function action({ request }: ActionFunctionArgs) {
  return emailUsAction(request);
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = withErrorMeta(({ matches }) => {
  const shell = matches.find((match) => match.id === "root")?.data;
  return seo({
    title: shell?.emailUs?.title ?? "Email us",
    description: shell?.emailUs?.subTitle || "Write to us about a piece, an order or a commission: we answer every message by e-mail.",
    siteName: shell?.settings.companyName ?? "Fine jewelry",
    siteUrl: shell?.siteUrl ?? "",
    image: shell?.settings.shareImage,
    path: "/email-us",
  });
});

/** The form as a page, where a post without JavaScript lands: refused, it comes back with what was typed. */
export default function EmailUsPage() {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const { EmailUsForm } = useSiteForms();
  const labels = shell?.emailUs;
  if (!labels) return null;
  return (
    <section className="container narrow section">
      <h1 className="section__title">{labels.title}</h1>
      <p className="drawer__lead">{labels.subTitle}</p>
      <EmailUsForm labels={labels} />
    </section>
  );
}

export const ErrorBoundary = RouteError;
