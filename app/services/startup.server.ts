/**
 * Spec 4 "Startup": the server loads the site settings (the shell does, on
 * every page), the payment gateways and the payment methods, and GET
 * /languages names the language every API request is made in. All through the cache (their spec 4 groups), so after
 * the first page this costs nothing; the shell starts it and never waits for
 * it. A failure here is nobody's to show: the pages that need these (the
 * checkout's payment step) read them themselves and reject a failure there
 * (spec 8).
 *
 * The settings (GET /bootstrap, cached like the languages) name the CDN the
 * API's media are served from (`cdn_domain`), which every later API body is
 * rewritten onto (media.server.ts).
 */
import { api, setApiLanguage } from "./api.server";
import { getPaymentGateways, getPaymentMethods } from "./checkout.server";
import { setMediaBase } from "./media.server";
import { bootstrapResponse, languagesResponse } from "./schemas/site.server";

async function getSettings() {
  return (await api(null, "/bootstrap", { schema: bootstrapResponse, cache: "system_settings" })).data.settings;
}

export async function getLanguages() {
  return (await api(null, "/languages", { schema: languagesResponse, cache: "system_settings" })).data;
}

/** Never rejects. */
export async function loadStartup(): Promise<void> {
  const [languages, settings] = await Promise.allSettled([getLanguages(), getSettings(), getPaymentGateways(), getPaymentMethods()]);
  if (languages.status === "fulfilled") setApiLanguage((languages.value.find((language) => language.is_default) ?? languages.value[0])?.slug);
  // A failed read keeps the base there is: media stay reachable through the store meanwhile.
  if (settings.status === "fulfilled") setMediaBase(settings.value.cdn_domain);
}
