import { newsletterForm } from "./newsletter.form";
import { api } from "~/services/api.server";
import { handleForms, on } from "~/services/form-door.server";
import { MESSAGES, byIp } from "~/services/rate-limit.server";
import { acknowledged } from "~/services/schemas/common.server";

export const SUBSCRIBED_MESSAGE = "Thank you for subscribing.";

/** Spec 5/8: email required and valid; a refusal is the API's first message, or "Server error", under the field. */
export function subscribeAction(request: Request) {
  return handleForms(
    request,
    on(newsletterForm, async ({ email }) => {
      await api(request, "/subscribe", { method: "POST", body: { email }, schema: acknowledged });
      return { message: SUBSCRIBED_MESSAGE };
    }, { limit: () => [byIp(MESSAGES, request, newsletterForm.id)] }),
  );
}
