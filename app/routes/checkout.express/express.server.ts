// The page the buttons were pressed on is remembered, to return to if the shopper declines or cancels.
import { redirect } from "@remix-run/node";

import { expressForm } from "./express.form";
import { safeRedirect } from "~/lib/safe-redirect";
import { ApiError, isNotFound } from "~/services/api.server";
import { isProviderUrl } from "~/services/checkout.server";
import { env } from "~/services/env.server";
import { startRedirectExpress } from "~/services/express.server";
import { handleForms, on } from "~/services/form-door.server";
import { commitSession, getSession } from "~/services/session.server";
import { happened } from "~/services/store-events.server";

export const EXPRESS_RETURN_PATH = "/checkout/express/return";

export async function expressAction(request: Request) {
  const session = await getSession(request);
  return handleForms(
    request,
    on(
      expressForm,
      async ({ payment_method, from }) => {
        const cartId = session.get("cart_unique_id");
        if (!cartId) return redirect("/checkout");
        let started: Awaited<ReturnType<typeof startRedirectExpress>>;
        try {
          started = await startRedirectExpress(request, cartId, payment_method, new URL(EXPRESS_RETURN_PATH, env.SITE_URL).toString());
        } catch (error) {
          // A cart the API no longer knows, or an empty one.
          if (isNotFound(error) || (error instanceof ApiError && error.status === 400 && !error.errors[0]?.property)) return redirect("/checkout");
          throw error;
        }
        if (!started.redirect_url || !isProviderUrl(started.redirect_url)) throw new ApiError(502, [], "The payment provider's address was not acceptable.");
        session.set("express_start", { from: safeRedirect(from, "/") });
        happened(request, { kind: "checkout began", cartId, checkoutId: started.checkout_id, cart: undefined, via: payment_method });
        return redirect(started.redirect_url, { headers: { "Set-Cookie": await commitSession(session) } });
      },
      { offsite: isProviderUrl },
    ),
  );
}
