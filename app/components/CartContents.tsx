import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { useBusy } from "~/lib/busy";
import type { CartLine } from "~/lib/cart-line";
import { CART_LOAD_FAILED, QUANTITY_DEBOUNCE_MS, REMOVE_CONFIRM, REMOVE_PARAM, withRemoveParam } from "~/lib/cart";
import { formatPrice } from "~/lib/money";

import { type ExpressChoice, ExpressCheckout } from "./checkout/ExpressCheckout";
import { Dialog } from "./Dialog";
import { LineDetails, LinePrice } from "./LineParts";

type Props = {
  lines: CartLine[];
  subtotal: number;
  /** The store's shipping terms in a line (lib/cart.ts shippingPromise). */
  shippingNote: string | null;
  digitalOnly: boolean;
  failed?: boolean;
  delayNotice?: string | null;
  express?: ExpressChoice[];
};

/** Spec 2 "Cart drawer": every control is a form posting to /cart, so the cart works without JavaScript. */
export function CartContents({ lines, subtotal, shippingNote, digitalOnly, failed = false, delayNotice = null, express = [] }: Props) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const confirming = Number(new URLSearchParams(location.search).get(REMOVE_PARAM)) || null;

  if (failed) {
    return (
      <div className="empty-state" role="alert">
        <p>{CART_LOAD_FAILED}</p>
        {/* A whole new request: the shell's cart is loaded again, with or without JavaScript. */}
        <a href={back} className="button">
          Try again
        </a>
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <>
        <div className="empty-state">
          <p>Your cart is empty.</p>
          <Link to="/shop-all" className="button">
            Shop now
          </Link>
        </div>
        <div className="drawer__footer">
          <button type="button" className="button button--block" disabled>
            Continue to checkout
          </button>
        </div>
      </>
    );
  }

  return (
    <>
      <ul className="cart-lines" aria-label="Items in your cart">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} back={back} confirming={confirming === line.id} />
        ))}
      </ul>
      <div className="drawer__footer cart-summary">
        {delayNotice ? <p className="delay-notice" role="status">{delayNotice}</p> : null}
        {digitalOnly || !shippingNote ? null : <p className="small">{shippingNote}</p>}
        <p className="cart-summary__row">
          <span>Subtotal</span>
          <span>{formatPrice(subtotal)}</span>
        </p>
        {digitalOnly ? null : <p className="small cart-summary__taxes">Taxes calculated at checkout</p>}
        <Link to="/checkout" className="button button--block">
          Continue to checkout
        </Link>
        <ExpressCheckout methods={express} total={subtotal} from={back} />
      </div>
    </>
  );
}

function CartLineItem({ line, back, confirming }: { line: CartLine; back: string; confirming: boolean }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [askRemove, setAskRemove] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const busy = useBusy(fetcher.state !== "idle");
  useEffect(() => setQuantity(String(line.quantity)), [line.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function post(fields: Record<string, string>) {
    fetcher.submit({ ...fields, item_id: String(line.id), redirectTo: back, enhanced: "1" }, { method: "post", action: "/cart" });
  }

  /** Spec 5: digits only, clamped to the line's bounds; 0 asks first (spec 4). */
  function onQuantity(value: string) {
    const digits = value.replace(/\D+/g, "");
    setQuantity(digits);
    clearTimeout(timer.current);
    if (digits === "") return;
    const next = Math.min(Number(digits), line.maxQuantity);
    timer.current = setTimeout(() => {
      if (next === 0) return setAskRemove(true);
      if (next !== line.quantity) post({ intent: "update", quantity: String(next) });
      setQuantity(String(next));
    }, QUANTITY_DEBOUNCE_MS);
  }

  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      {line.image ? <img src={line.image} alt="" width="88" height="114" className="cart-line__image" /> : <span className="cart-line__image" />}
      <div className="cart-line__body">
        <p className="cart-line__title">{line.editHref ? <Link to={line.editHref}>{line.title}</Link> : line.title}</p>
        <LineDetails line={line} className="small cart-line__materials" />
        <LinePrice line={line} />
        {line.locked ? (
          <p className="small">Quantity {line.quantity} · a gift with your order</p>
        ) : (
          <Form method="post" action="/cart" className="quantity-form" onSubmit={(event) => hydrated && event.preventDefault()}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="item_id" value={line.id} />
            <input type="hidden" name="redirectTo" value={back} />
            <label htmlFor={`quantity-${line.id}`}>Quantity</label>
            <input
              id={`quantity-${line.id}`}
              name="quantity"
              type="text"
              inputMode="numeric"
              size={3}
              value={quantity}
              onChange={(event) => onQuantity(event.target.value)}
              aria-describedby={`quantity-${line.id}-max`}
            />
            <span id={`quantity-${line.id}-max`} className="visually-hidden">
              Up to {line.maxQuantity}
            </span>
            {hydrated ? null : (
              <button type="submit" className="text-link link-button">
                Update
              </button>
            )}
          </Form>
        )}
        {confirming ? (
          // The step without JavaScript (`?remove=`, rendered by the server): a form posting the removal.
          <div className="confirm" role="alertdialog" aria-label="Remove item">
            <p>{REMOVE_CONFIRM}</p>
            <Form method="post" action="/cart">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="item_id" value={line.id} />
              <input type="hidden" name="redirectTo" value={back} />
              <button type="submit" className="button button--small">
                Remove
              </button>{" "}
              <Link to={withRemoveParam(back, null)} className="text-link" preventScrollReset>
                Cancel
              </Link>
            </Form>
          </div>
        ) : askRemove ? (
          <Dialog
            kind="confirm"
            title="Remove item"
            confirmLabel="Remove"
            onConfirm={() => post({ intent: "remove" })}
            onClose={() => {
              setAskRemove(false);
              setQuantity(String(line.quantity));
            }}
          >
            <p>{REMOVE_CONFIRM}</p>
          </Dialog>
        ) : null}
        {line.locked ? null : (
          <details className="cart-line__menu">
            <summary aria-label={`Options for ${line.title}`}>···</summary>
            <div className="cart-line__menu-list">
              <Form method="post" action="/cart" onSubmit={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                post({ intent: "remove" });
              }}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="item_id" value={line.id} />
                <input type="hidden" name="redirectTo" value={back} />
                <button type="submit" className="link-button">
                  Remove Item
                </button>
              </Form>
              {line.editHref ? <Link to={line.editHref}>Edit Item</Link> : null}
            </div>
          </details>
        )}
      </div>
    </li>
  );
}
