import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { useState } from "react";

import { AccountNav } from "~/components/AccountNav";
import { Dialog } from "~/components/Dialog";
import { ErrorAlert } from "~/components/ErrorAlert";
import { lazyPart } from "~/lib/lazy-part";
import { PageNotice } from "~/components/PageNotice";
import { RouteError } from "~/components/RouteError";
import { ADDRESSES_PAGE, DELETE_ADDRESS_INTENT, DELETE_PARAM, EDIT_PARAM } from "~/lib/account-pages";
import { pageHeaders } from "~/lib/http-cache";
import { withErrorMeta } from "~/lib/seo";

import { addressesAction, loadAddressesPage } from "./addresses.server";

const SavedAddressForm = lazyPart(() => import("./saved-address.form").then((m) => m.SavedAddressForm));

export const headers = pageHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  return loadAddressesPage(request);
}

export function action({ request }: ActionFunctionArgs) {
  return addressesAction(request);
}

export const meta: MetaFunction = withErrorMeta(() => [{ title: "Your addresses" }, { name: "robots", content: "noindex" }]);

const deleteFields = (id: number) => ({ intent: DELETE_ADDRESS_INTENT, id: String(id) });

export default function Addresses() {
  const { addresses, deleting, editing, canAdd } = useLoaderData<typeof loader>();
  // A delete the API refused: the confirm has gone with its URL, so the list says why nothing changed.
  const posted = useActionData<typeof action>();
  const refusal = posted && !posted.ok && posted.intent === DELETE_ADDRESS_INTENT ? (posted.message ?? Object.values(posted.fieldErrors)[0]) : null;
  // With JavaScript, Delete asks in a dialog instead of going to the server's confirm step (`?delete=`).
  const [asking, setAsking] = useState<{ id: number; label: string } | null>(null);
  const submit = useSubmit();
  return (
    <section className="container section account">
      <h1 className="section__title">Your addresses</h1>
      <AccountNav />
      <PageNotice />
      <div className="account__grid">
        <article className="account__card" aria-labelledby="saved-addresses">
          <h2 id="saved-addresses">Saved addresses</h2>
          {refusal ? <ErrorAlert message={refusal} /> : null}
          {addresses.length === 0 ? <p className="small">No saved addresses yet. Addresses you save here are offered at checkout.</p> : null}
          <ul className="account__addresses">
            {addresses.map((address) => {
              const label = address.name ?? address.lines[0];
              return (
                <li key={address.id} aria-label={label}>
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
                  {deleting === address.id ? (
                    <div className="confirm" role="alertdialog" aria-label="Delete address">
                      <p>Delete the address {label}? This cannot be undone.</p>
                      <Form method="post" action={ADDRESSES_PAGE} replace>
                        {Object.entries(deleteFields(address.id)).map(([name, value]) => (
                          <input key={name} type="hidden" name={name} value={value} />
                        ))}
                        <button type="submit" className="button button--small">
                          Delete
                        </button>{" "}
                        <Link to={ADDRESSES_PAGE} className="text-link" preventScrollReset replace>
                          Cancel
                        </Link>
                      </Form>
                    </div>
                  ) : (
                    <p className="account__actions">
                      <Link to={`?${EDIT_PARAM}=${address.id}`} className="text-link" aria-label={`Edit ${label}`} preventScrollReset>
                        Edit
                      </Link>
                      <Link
                        to={`?${DELETE_PARAM}=${address.id}`}
                        className="text-link"
                        aria-label={`Delete ${label}`}
                        preventScrollReset
                        onClick={(event) => {
                          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                          event.preventDefault();
                          setAsking({ id: address.id, label });
                        }}
                      >
                        Delete
                      </Link>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          {asking ? (
            <Dialog
              kind="confirm"
              title="Delete address"
              confirmLabel="Delete"
              onConfirm={() => submit(deleteFields(asking.id), { method: "post", action: ADDRESSES_PAGE, replace: true })}
              onClose={() => setAsking(null)}
            >
              <p>Delete the address {asking.label}? This cannot be undone.</p>
            </Dialog>
          ) : null}
        </article>
        <article className="account__card" aria-labelledby="address-form">
          {editing ? (
            <>
              <h2 id="address-form">Edit address</h2>
              <SavedAddressForm key={editing.id} action={`${ADDRESSES_PAGE}?${EDIT_PARAM}=${editing.id}`} values={editing.values} submit="Save address" />
              <p>
                <Link to={ADDRESSES_PAGE} className="text-link">
                  Cancel
                </Link>
              </p>
            </>
          ) : (
            <>
              <h2 id="address-form">Add an address</h2>
              {canAdd ? (
                // A new key once an address is added: the form starts empty again.
                <SavedAddressForm key={`new-${addresses.length}`} action={ADDRESSES_PAGE} values={{}} submit="Add address" />
              ) : (
                <p className="small">You have saved as many addresses as an account can keep. Delete one to add another.</p>
              )}
            </>
          )}
        </article>
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteError;
