import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { requireUser } from "~/services/session.server";
import { getAddresses, getProfile } from "~/services/users.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const sessionUser = await requireUser(request);
  const [profile, addresses] = await Promise.all([getProfile(request), getAddresses(request)]);
  // Spec 8 swallows a user-info failure: the session's first name and e-mail stand in.
  const user = profile ?? { ...sessionUser, last_name: null, phone: null };
  return data(
    {
      name: [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email,
      email: user.email,
      phone: user.phone ?? null,
      addresses: addresses.map((address) => ({
        id: address.id,
        name: address.name ?? null,
        lines: [address.company, address.address, address.apartment, `${address.city}, ${address.state} ${address.zip_code}`, address.country].filter(
          (line): line is string => Boolean(line),
        ),
        phone: address.phone_number ?? null,
        isDefault: address.is_default,
      })),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export const meta: MetaFunction = () => [{ title: "Your account" }, { name: "robots", content: "noindex" }];

export default function Profile() {
  const account = useLoaderData<typeof loader>();
  return (
    <section className="container section account">
      <h1 className="section__title">Hello, {account.name}</h1>
      <nav className="account__nav" aria-label="Account">
        <Link to="/orders">Order history</Link>
        <Link to="/favorites">Favorites</Link>
        <Form method="post" action="/sign-out">
          <button type="submit" className="text-link link-button">
            Sign out
          </button>
        </Form>
      </nav>
      <div className="account__grid">
        <article className="account__card">
          <h2>Profile</h2>
          <dl>
            <dt>Email</dt>
            <dd>{account.email}</dd>
            {account.phone ? (
              <>
                <dt>Phone</dt>
                <dd>{account.phone}</dd>
              </>
            ) : null}
          </dl>
        </article>
        <article className="account__card">
          <h2>Addresses</h2>
          {account.addresses.length === 0 ? <p className="small">No saved addresses yet.</p> : null}
          <ul className="account__addresses">
            {account.addresses.map((address) => (
              <li key={address.id}>
                <p className="account__address-name">
                  {address.name ?? "Address"} {address.isDefault ? <span className="tag">Default</span> : null}
                </p>
                <address>
                  {address.lines.map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                  {address.phone}
                </address>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
