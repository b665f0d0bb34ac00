/**
 * Email us (spec 7): POST /questions with `name` joined and `slug` the full
 * URL of the page the shopper wrote from.
 */
import { emailUsForm } from "~/lib/forms/email-us";
import { safeRedirect } from "~/lib/safe-redirect";
import { askQuestion } from "~/services/catalog.server";
import { handleForms, on, publicOrigin } from "~/services/form-door.server";

export function emailUsAction(request: Request) {
  return handleForms(
    request,
    on(emailUsForm, async ({ page, ...question }) => {
      const origin = publicOrigin(request);
      await askQuestion(request, { ...question, slug: `${origin}${safeRedirect(page, "/email-us")}` });
    }),
  );
}
