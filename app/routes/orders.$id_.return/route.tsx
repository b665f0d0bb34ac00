import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AccountNav } from "~/components/AccountNav";
import { ErrorAlert } from "~/components/ErrorAlert";
import { lazyPart } from "~/lib/lazy-part";
import { RouteError } from "~/components/RouteError";
import { pageHeaders } from "~/lib/http-cache";
import { withErrorMeta } from "~/lib/seo";

import { loadReturnPage, returnAction } from "./return.server";

const ReturnRequestForm = lazyPart(() => import("./return-request.form").then((m) => m.ReturnRequestForm));

/** The account area needs sign-in (spec 6); someone else's order, or none, is the store's 404 page. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadReturnPage(request, params.id);
}

/** The request's post: checked against the order as it is now, sent, and back to the order with "Request sent successfully". */
export function action({ request, params }: ActionFunctionArgs) {
  return returnAction(request, params.id);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data }) => [
  { title: data ? `Request a return or repair: order ${data.order.number}` : "Request a return or repair" },
  { name: "robots", content: "noindex" },
]);

export default function ReturnRequestPage() {
  const { order, lines, reasons } = useLoaderData<typeof loader>();
  return (
    <section className="container section account return-page">
      <AccountNav />
      <h1 className="section__title">Request a return or repair</h1>
      <p className="account__back">
        For order <Link to={`/orders/${order.id}`}>{order.number}</Link>
        {order.date.text ? (
          <>
            , placed on <time dateTime={order.date.iso}>{order.date.text}</time>
          </>
        ) : null}
      </p>
      {lines.length === 0 ? (
        <p className="account__empty">
          Nothing on this order can be returned or repaired right now. Pieces can be asked for once the order has shipped, and each piece once.
        </p>
      ) : reasons.length === 0 ? (
        // The settings hold the reasons (spec 3); a failure to read them is swallowed, so this form has nothing to offer yet.
        <ErrorAlert message="We could not load the reasons for a return. Please try again later.">
          <Link to={`/orders/${order.id}/return`}>Try again</Link>
        </ErrorAlert>
      ) : (
        <ReturnRequestForm lines={lines} reasons={reasons} />
      )}
    </section>
  );
}

/** A missing or someone else's order (404), a failed read, or a post refused by the form door, inside the store's layout. */
export const ErrorBoundary = RouteError;
