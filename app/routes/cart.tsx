import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";

import { ADDED_MESSAGE, CART_NOTICE, type CartActionResult } from "~/lib/cart-notice";
import { fieldErrorsOf, pickFields } from "~/lib/forms/fields";
import { addToBagSchema } from "~/lib/forms/product";
import { safeRedirect } from "~/lib/safe-redirect";
import { ApiError } from "~/services/api.server";
import { addToCart } from "~/services/cart.server";
import { commitSession, getSession } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";


/**
 * The cart's actions. A form posted without JavaScript is sent back where it
 * came from with a one-time notice; a fetcher (marked `enhanced`) gets data.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const enhanced = form.get("enhanced") === "1";
  const back = safeRedirect(form.get("redirectTo"), "/shop-all");
  const intent = form.get("intent");

  let result: CartActionResult;
  let setCookie: string | undefined;
  let status = 200;
  if (intent !== "add") {
    result = { ok: false, message: "Unknown cart action." };
    status = 400;
  } else {
    const parsed = addToBagSchema.safeParse(pickFields(form, ["product_configuration_id", "quantity"]));
    if (!parsed.success) {
      result = { ok: false, message: Object.values(fieldErrorsOf(parsed.error))[0] ?? "Please check the quantity." };
      status = 400;
    } else {
      try {
        const added = await addToCart(request, parsed.data.product_configuration_id, parsed.data.quantity);
        setCookie = added.setCookie;
        result = { ok: true, message: ADDED_MESSAGE };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        result = { ok: false, message: error.status < 500 ? error.message : "Sorry, we could not add this piece. Please try again." };
        status = error.status < 500 ? 400 : 502;
      }
    }
  }

  if (enhanced) return data(result, { status, headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  const session = await getSession(request);
  session.flash(CART_NOTICE, result);
  return redirect(back, { headers: { "Set-Cookie": await commitSession(session) } });
}

/** Nothing to show at /cart itself: the cart is a drawer. */
export function loader() {
  return redirect("/?panel=cart");
}
