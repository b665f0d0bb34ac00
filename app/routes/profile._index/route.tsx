import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AccountNav } from "~/components/AccountNav";
import { lazyPart } from "~/lib/lazy-part";
import { PageNotice } from "~/components/PageNotice";
import { RouteError } from "~/components/RouteError";
import { pageHeaders } from "~/lib/http-cache";
import { withErrorMeta } from "~/lib/seo";

import { loadProfilePage, profileAction } from "./profile.server";

const PasswordForm = lazyPart(() => import("./profile.form").then((m) => m.PasswordForm));
const ProfileForm = lazyPart(() => import("./profile.form").then((m) => m.ProfileForm));
const SubscriptionsForm = lazyPart(() => import("./profile.form").then((m) => m.SubscriptionsForm));

export const headers = pageHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  return loadProfilePage(request);
}

export function action({ request }: ActionFunctionArgs) {
  return profileAction(request);
}

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Your account" }, { name: "robots", content: "noindex" }]);

export default function Profile() {
  const account = useLoaderData<typeof loader>();
  return (
    <section className="container section account">
      <h1 className="section__title">Hello, {account.greeting}</h1>
      <AccountNav />
      <PageNotice />
      <div className="account__grid">
        <article className="account__card" aria-labelledby="profile-details">
          <h2 id="profile-details">Your details</h2>
          <p className="small">
            Signed in as <strong>{account.email}</strong>
          </p>
          {account.loaded ? null : <p className="small">Some of your details could not be loaded just now; what you save replaces them.</p>}
          <ProfileForm values={account.values} />
        </article>
        <div className="stack">
          <article className="account__card" aria-labelledby="profile-password">
            <h2 id="profile-password">Password</h2>
            <PasswordForm />
          </article>
          <article className="account__card" aria-labelledby="profile-subscriptions">
            <h2 id="profile-subscriptions">Subscriptions</h2>
            {account.newsletter ? (
              <SubscriptionsForm newsletter={account.newsletter} />
            ) : (
              <p className="small">Your subscriptions could not be loaded just now. Please try again later.</p>
            )}
          </article>
          <article className="account__card" aria-labelledby="profile-addresses">
            <h2 id="profile-addresses">Addresses</h2>
            {account.addresses.preferred ? (
              <p className="small">
                {account.addresses.preferred.name ? `${account.addresses.preferred.name}: ` : null}
                {account.addresses.preferred.line}
              </p>
            ) : (
              <p className="small">No saved addresses yet.</p>
            )}
            <Link to="/profile/addresses" className="text-link">
              {account.addresses.count > 0 ? `Manage addresses (${account.addresses.count})` : "Add an address"}
            </Link>
          </article>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteError;
