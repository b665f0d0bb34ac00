import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { REMOVE_CONFIRM } from "~/lib/cart";
import type { CartLine } from "~/lib/cart-line";
import type { Refused } from "~/lib/forms/form";

import { Dialog } from "../Dialog";
import { describedBy } from "../Field";
import { LineDetails, LinePrice } from "../LineParts";

type Props = {
  line: CartLine;
  back: string;
  refusal?: Refused;
  /** Without JavaScript a 0 was posted: the step asks before removing it (`?remove=`). */
  confirming: boolean;
};

/** Without JavaScript the answer opens where the shopper was, not at the top. */
const lineAnchor = (id: number) => `order-line-${id}`;

/** A 0 asks first (spec 4): in the Dialog with JavaScript, as a step of the page without it. */
export function BagLine({ line, back, refusal, confirming }: Props) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const typed = refusal?.values.quantity;
  const [quantity, setQuantity] = useState(typed ?? String(line.quantity));
  const [askRemove, setAskRemove] = useState(false);
  // One input throughout, so focus stays put: the saved quantity after a reload, or what a refusal kept.
  useEffect(() => setQuantity(typed ?? String(line.quantity)), [typed, line.quantity]);

  const id = `bag-quantity-${line.id}`;
  const error = refusal ? (refusal.fieldErrors.quantity ?? refusal.message) : undefined;
  const busy = navigation.state !== "idle" && navigation.formData?.get("item_id") === String(line.id);
  const action = `${back}#${lineAnchor(line.id)}`;
  const fields = (
    <>
      <input type="hidden" name="item_id" value={line.id} />
      <input type="hidden" name="redirectTo" value={back} />
    </>
  );

  return (
    <li className="order-panel__line" id={lineAnchor(line.id)} aria-busy={busy || undefined}>
      {line.image ? <img src={line.image} alt="" width="64" height="83" loading="lazy" decoding="async" /> : <span className="order-panel__image" />}
      <div className="bag-line">
        <p className="order-panel__name">{line.title}</p>
        <LineDetails line={line} className="small" />
      </div>
      <LinePrice line={line} />
      <div className="bag-line__actions">
        {line.locked ? (
          <p className="small">Quantity {line.quantity} · a gift with your order</p>
        ) : (
          <Form
            method="post"
            action={action}
            preventScrollReset
            noValidate
            className="bag-line__controls"
            onSubmit={(event) => {
              // One post at a time per line. Not by disabling the buttons: that would take the focus from them.
              if (busy) return event.preventDefault();
              const removing = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "remove";
              // The number the server would read (digits only, none is 0): with JavaScript a 0 asks here first.
              if (hydrated && !removing && Number(quantity.replace(/\D+/g, "")) === 0) {
                event.preventDefault();
                setAskRemove(true);
              }
            }}
          >
            {fields}
            <span className="bag-line__quantity">
              <label htmlFor={id}>
                Quantity <span className="visually-hidden">for {line.title}</span>
              </label>
              <input
                id={id}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={line.maxQuantity}
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, undefined, error)}
              />
              <button type="submit" name="intent" value="update" className="link-button" aria-disabled={busy || undefined}>
                Update <span className="visually-hidden">quantity of {line.title}</span>
              </button>
            </span>
            <button type="submit" name="intent" value="remove" className="link-button" aria-disabled={busy || undefined}>
              Remove <span className="visually-hidden">{line.title}</span>
            </button>
          </Form>
        )}
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        {confirming && !line.locked ? (
          <div className="confirm" role="alertdialog" aria-label="Remove item">
            <p>{REMOVE_CONFIRM}</p>
            <Form method="post" action={action} preventScrollReset>
              {fields}
              <button type="submit" name="intent" value="remove" className="button button--small">
                Remove
              </button>{" "}
              <Link to={back} className="text-link" preventScrollReset>
                Cancel
              </Link>
            </Form>
          </div>
        ) : null}
        {askRemove ? (
          <Dialog
            kind="confirm"
            title="Remove item"
            confirmLabel="Remove"
            onConfirm={() => submit({ intent: "remove", item_id: String(line.id), redirectTo: back }, { method: "post", action: back, preventScrollReset: true })}
            onClose={() => {
              setAskRemove(false);
              setQuantity(String(line.quantity));
            }}
          >
            <p>{REMOVE_CONFIRM}</p>
          </Dialog>
        ) : null}
      </div>
    </li>
  );
}
