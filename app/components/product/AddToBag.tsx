import { useFetcher, useLocation } from "@remix-run/react";
import type { ComponentType } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

import { useBusy } from "~/lib/busy";
import { type CartActionResult, cartNotice } from "~/lib/cart-notice";
import type { FormResult } from "~/lib/forms/form";

import { CartNotice } from "../CartNotice";
import { RingSizeSelect } from "./RingSizeSelect";
import { ENHANCED_FIELD } from "~/lib/native-fallback";

/** What the product page's e-gift card fields (routes/product.$slug/product.form.tsx) are given. */
export type GiftRecipientProps = {
  /** What a refused add sent back, typed again. */
  chosen?: CartActionResult["chosen"];
  /** The field a refusal names, and the id of the refusal (under the button) that describes it. */
  invalid?: { field: string; errorId: string };
};

type Props = {
  configuration: { id: number; inStock: boolean; availability: string; maxQuantity: number };
  sizes: readonly string[];
  /** A digital piece's recipient fields, rendered inside the form (the page's lazily loaded forms hold them). */
  recipientFields?: ComponentType<GiftRecipientProps>;
  notice: CartActionResult | null;
};

const NOTICE_ID = "add-to-bag-notice";

export function AddToBag({ configuration, sizes, recipientFields: RecipientFields, notice }: Props) {
  const fetcher = useFetcher<FormResult>();
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = useBusy(fetcher.state !== "idle");
  // After a post without JavaScript, the notice the page was sent back with.
  const result = fetcher.data ? cartNotice(fetcher.data) : notice;
  // What a refusal sent back without JavaScript (with it, the form was never reset).
  const chosen = !notice?.ok ? notice?.chosen : undefined;

  if (!configuration.inStock) {
    // Only a link to the question form below (open when sold out), so following it never makes another address.
    return (
      <div className="add-to-bag">
        <p className="stock stock--out">Out of stock</p>
        <button type="button" className="button button--block" disabled>
          Add to bag
        </button>
        <p className="small">
          <a href="#ask-question">Ask about this piece</a>: we will tell you when it is back.
        </p>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/cart" className="add-to-bag">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_configuration_id" value={configuration.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <p className="stock">{configuration.availability}</p>
      {sizes.length > 0 ? (
        <RingSizeSelect id="add-to-bag-size" sizes={sizes} chosen={chosen?.size} errorId={result?.field === "size" ? NOTICE_ID : undefined} />
      ) : null}
      {RecipientFields ? <RecipientFields chosen={chosen} invalid={result?.field ? { field: result.field, errorId: NOTICE_ID } : undefined} /> : null}
      <div className="add-to-bag__row">
        <label htmlFor="add-to-bag-quantity" className="visually-hidden">
          Quantity
        </label>
        {/* The bag's bounds (lib/quantity.ts): 1 to 999, or what is left of a tracked piece. */}
        <input
          id="add-to-bag-quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={configuration.maxQuantity}
          defaultValue={chosen?.quantity ?? "1"}
          className="add-to-bag__quantity"
          aria-describedby="add-to-bag-quantity-max"
        />
        <span id="add-to-bag-quantity-max" className="visually-hidden">
          Up to {configuration.maxQuantity}
        </span>
        <button type="submit" className="button add-to-bag__button" disabled={busy}>
          {busy ? "Adding…" : "Add to bag"}
        </button>
      </div>
      <CartNotice notice={result} id={NOTICE_ID} />
    </fetcher.Form>
  );
}
