// Spec 7: POST /questions with `name` joined and `slug` the full URL of the page the shopper wrote from.
import { emailUsForm } from "./email-us.form";
import { safeRedirect } from "~/lib/safe-redirect";
import { askQuestion } from "~/services/catalog.server";
import { env } from "~/services/env.server";
import { handleForms, on } from "~/services/form-door.server";
import { MESSAGES, byIp } from "~/services/rate-limit.server";

export function emailUsAction(request: Request) {
  return handleForms(
    request,
    on(emailUsForm, async ({ page, ...question }) => {
      await askQuestion(request, { ...question, slug: `${env.SITE_URL}${safeRedirect(page, "/email-us")}` });
    }, { limit: () => [byIp(MESSAGES, request, emailUsForm.id)] }),
  );
}
