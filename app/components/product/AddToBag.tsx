import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";

import { type CartActionResult, cartNotice } from "~/lib/cart-notice";
import type { action as cartAction } from "~/routes/cart/route";
import type { ProductPage } from "~/routes/product.$slug/product.server";

import { CartNotice } from "../CartNotice";

type Props = { configuration: ProductPage["configuration"]; notice: CartActionResult | null };

export function AddToBag({ configuration, notice }: Props) {
  const fetcher = useFetcher<typeof cartAction>();
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  // After a post without JavaScript, the notice the page was sent back with.
  const result = fetcher.data ? cartNotice(fetcher.data) : notice;

  if (!configuration.inStock) {
    return (
      <div className="add-to-bag">
        <p className="stock stock--out">Out of stock</p>
        <button type="button" className="button button--block" disabled>
          Add to bag
        </button>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/cart" className="add-to-bag">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_configuration_id" value={configuration.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <p className="stock">
        {configuration.madeToOrder
          ? "Made to order: ships in 3 to 4 weeks"
          : configuration.lowStock
            ? `In stock: only ${configuration.lowStock} left`
            : "In stock"}
      </p>
      <div className="add-to-bag__row">
        <label htmlFor="add-to-bag-quantity" className="visually-hidden">
          Quantity
        </label>
        <select id="add-to-bag-quantity" name="quantity" defaultValue="1" className="add-to-bag__quantity">
          {Array.from({ length: configuration.maxQuantity }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button type="submit" className="button add-to-bag__button" disabled={busy}>
          {busy ? "Adding…" : "Add to bag"}
        </button>
      </div>
      <CartNotice notice={result} />
    </fetcher.Form>
  );
}
