import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";

import { ADDED_MESSAGE, CART_NOTICE, type CartActionResult } from "~/lib/cart-notice";
import { withRemoveParam } from "~/lib/cart";
import { cartLineSchema, cartQuantitySchema } from "~/lib/forms/cart";
import { fieldErrorsOf, pickFields } from "~/lib/forms/fields";
import { addToBagSchema } from "~/lib/forms/product";
import { safeRedirect } from "~/lib/safe-redirect";
import { ApiError } from "~/services/api.server";
import { sendEvent } from "~/services/analytics.server";
import { addToCart, removeCartItem, updateCartItem } from "~/services/cart.server";
import { readFormData } from "~/services/form-data.server";
import { commitSession, getSession } from "~/services/session.server";

/**
 * The cart's actions, told apart by `intent`. A form posted without
 * JavaScript is sent back where it came from (with a one-time notice after
 * adding); a fetcher (marked `enhanced`) gets data and the page revalidates.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const enhanced = form.get("enhanced") === "1";
  const back = safeRedirect(form.get("redirectTo"), "/shop-all");
  switch (form.get("intent")) {
    case "add":
      return add(request, form, enhanced, back);
    case "update":
      return update(request, form, enhanced, back);
    case "remove": {
      const line = cartLineSchema.safeParse(pickFields(form, ["item_id"]));
      if (line.success) await removed(request, line.data.item_id);
      return enhanced ? data({ ok: true }) : redirect(withRemoveParam(back, null));
    }
    default:
      return data({ ok: false, message: "Unknown cart action." }, { status: 400 });
  }
}

async function add(request: Request, form: FormData, enhanced: boolean, back: string) {
  let result: CartActionResult;
  let setCookie: string | undefined;
  let status = 200;
  const parsed = addToBagSchema.safeParse(pickFields(form, ["product_configuration_id", "quantity"]));
  if (!parsed.success) {
    result = { ok: false, message: Object.values(fieldErrorsOf(parsed.error))[0] ?? "Please check the quantity." };
    status = 400;
  } else {
    try {
      const added = await addToCart(request, parsed.data.product_configuration_id, parsed.data.quantity);
      setCookie = added.setCookie;
      const item = added.cart.items.find((line) => line.product_configuration_id === parsed.data.product_configuration_id);
      void sendEvent(request, {
        event_id: "add_to_cart",
        cart_id: added.cart.unique_id,
        product_id: item?.product_id,
        product_configuration_id: parsed.data.product_configuration_id,
        product_sku: item?.configuration_id ?? undefined,
        weight: parsed.data.quantity,
      });
      result = { ok: true, message: ADDED_MESSAGE };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result = { ok: false, message: error.status < 500 ? error.message : "Sorry, we could not add this piece. Please try again." };
      status = error.status < 500 ? 400 : 502;
    }
  }
  if (enhanced) return data(result, { status, headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  const session = await getSession(request);
  session.flash(CART_NOTICE, result);
  return redirect(back, { headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * A quantity of 0 removes the line, after the shopper confirms: with
 * JavaScript the drawer asks first; without it the drawer comes back asking.
 */
async function update(request: Request, form: FormData, enhanced: boolean, back: string) {
  const parsed = cartQuantitySchema.safeParse(pickFields(form, ["item_id", "quantity"]));
  if (!parsed.success) {
    const message = Object.values(fieldErrorsOf(parsed.error))[0] ?? "Enter a quantity";
    return enhanced ? data({ ok: false, message }, { status: 400 }) : redirect(back);
  }
  const { item_id, quantity } = parsed.data;
  if (quantity === 0) {
    if (enhanced) {
      await removed(request, item_id);
      return data({ ok: true });
    }
    return redirect(withRemoveParam(back, item_id));
  }
  await updateCartItem(request, item_id, quantity);
  return enhanced ? data({ ok: true }) : redirect(withRemoveParam(back, null));
}

/** Removes a line and says so to analytics (the removal itself fails silently, spec 8). */
async function removed(request: Request, itemId: number) {
  await removeCartItem(request, itemId);
  void sendEvent(request, { event_id: "remove_from_cart", tag: String(itemId) });
}

/** Nothing to show at /cart itself: the cart is a drawer. */
export function loader() {
  return redirect("/?panel=cart");
}
