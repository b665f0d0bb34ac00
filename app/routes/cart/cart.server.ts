// Without JavaScript a post redirects back (with a one-time notice after adding); a fetcher (`enhanced`) gets the answer.
import { redirect } from "@remix-run/node";

import { withRemoveParam } from "~/lib/cart";
import { maxQuantity, quantityRefusal } from "~/lib/quantity";
import { ADDED_MESSAGE, CART_NOTICE, type CartActionResult, cartNotice } from "~/lib/cart-notice";
import { addToBagForm, cartQuantityForm, cartRemoveForm } from "~/lib/forms/cart";
import { RECIPIENT_LIMITS, type RecipientField } from "~/lib/line-choice";
import type { Refused } from "~/lib/forms/form";
import { safeRedirect } from "~/lib/safe-redirect";
import { orFallback } from "~/services/api.server";
import { addToCart, getCart, removeFromCart, sessionCartId, updateCartItem } from "~/services/cart.server";
import { handleForms, on } from "~/services/form-door.server";
import { commitSession, getSession } from "~/services/session.server";
import { happened } from "~/services/store-events.server";

const backTo = (values: { redirectTo?: string }) => safeRedirect(values.redirectTo, "/shop-all");

const withoutJavaScript = (to: (result: Refused) => Response | Promise<Response>) => (result: Refused) =>
  result.values.enhanced === "1" ? undefined : to(result);

export function cartAction(request: Request) {
  return handleForms(
    request,
    on(
      addToBagForm,
      async ({ product_configuration_id, quantity, enhanced, redirectTo, ...choice }) => {
        const added = await addToCart(request, product_configuration_id, quantity, choice);
        const line = added.cart.items.find(
          (item) =>
            item.product_configuration_id === product_configuration_id &&
            (item.options.size ?? undefined) === choice.size &&
            (item.options.recipient?.email ?? undefined) === choice.recipient_email?.toLowerCase(),
        );
        happened(request, { kind: "added to bag", cartId: added.cart.unique_id, configurationId: product_configuration_id, quantity, line, from: redirectTo });
        if (enhanced) return { message: ADDED_MESSAGE, headers: { "Set-Cookie": added.setCookie } };
        return withNotice(request, backTo({ redirectTo }), { ok: true, message: ADDED_MESSAGE });
      },
      {
        refused: withoutJavaScript((result) => withNotice(request, backTo(result.values), { ...cartNotice(result), chosen: chosenOf(result) })),
      },
    ),
    on(
      cartQuantityForm,
      async ({ item_id, quantity, enhanced, redirectTo }) => {
        const back = backTo({ redirectTo });
        // A 0 removes the line once the shopper confirms: with JavaScript the drawer asked first; without it, it asks now.
        if (quantity === 0) {
          if (!enhanced) return redirect(withRemoveParam(back, item_id));
          await removed(request, item_id);
          return;
        }
        const done = () => (enhanced ? undefined : redirect(withRemoveParam(back, null)));
        const cartId = await sessionCartId(request);
        if (!cartId || (await updateCartItem(request, cartId, item_id, quantity))) return done();
        // Spec 8 swallows a failure, but an excess is clamped to the line's limit and said; with JavaScript the drawer clamps first.
        const line = (await orFallback(getCart(request), null))?.items.find((item) => item.id === item_id);
        const set = line ? Math.min(quantity, maxQuantity(line)) : quantity;
        if (!line || set === quantity) return done();
        if (set > 0) await updateCartItem(request, cartId, item_id, set);
        const message = `${quantityRefusal(quantity, line)?.replace(/\.?$/, ".")} ${set > 0 ? `The quantity is now ${set}.` : "The quantity was not changed."}`;
        if (enhanced) return { message };
        return withNotice(request, withRemoveParam(back, null), { ok: false, message });
      },
      { refused: withoutJavaScript((result) => redirect(backTo(result.values))) },
    ),
    on(
      cartRemoveForm,
      async ({ item_id, enhanced, redirectTo }) => {
        await removed(request, item_id);
        return enhanced ? undefined : redirect(withRemoveParam(backTo({ redirectTo }), null));
      },
      { refused: withoutJavaScript((result) => redirect(withRemoveParam(backTo(result.values), null))) },
    ),
  );
}

/** Echoed values are bounded: the notice rides in the session cookie, which a huge value would overflow. */
function chosenOf({ values }: Refused): CartActionResult["chosen"] {
  const { quantity = "", size = "" } = values;
  const typed = (Object.keys(RECIPIENT_LIMITS) as RecipientField[]).filter((name) => {
    const value = values[name];
    return value && value.length <= RECIPIENT_LIMITS[name];
  });
  return {
    ...(/^\d{1,3}$/.test(quantity) ? { quantity } : {}),
    ...(size && size.length <= 8 ? { size } : {}),
    ...Object.fromEntries(typed.map((name) => [name, values[name]])),
  };
}

async function withNotice(request: Request, back: string, notice: CartActionResult) {
  const session = await getSession(request);
  session.flash(CART_NOTICE, notice);
  return redirect(back, { headers: { "Set-Cookie": await commitSession(session) } });
}

/** Fails silently (spec 8). A cart that cannot be read first (for the event's product) is not changed. */
async function removed(request: Request, itemId: number) {
  const cart = await orFallback(getCart(request), null);
  if (cart) await removeFromCart(request, cart, itemId);
}
