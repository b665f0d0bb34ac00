/**
 * Spec 4 "Startup": the server loads the site settings (the shell does, on
 * every page), the payment gateways and the payment methods, and GET
 * /languages names the language every API request is made in. All through the cache (their spec 4 groups), so after
 * the first page this costs nothing; the shell starts it and never waits for
 * it. A failure here is nobody's to show: the pages that need these (the
 * checkout's payment step) read them themselves and reject a failure there
 * (spec 8).
 */
import { api, setApiLanguage } from "./api.server";
import { getPaymentGateways, getPaymentMethods } from "./checkout.server";
import { languagesResponse } from "./schemas/site.server";

export async function getLanguages() {
  return (await api(null, "/languages", { schema: languagesResponse, cache: "system_settings" })).data;
}

/** Never rejects. */
export async function loadStartup(): Promise<void> {
  const [languages] = await Promise.allSettled([getLanguages(), getPaymentGateways(), getPaymentMethods()]);
  if (languages.status === "fulfilled") setApiLanguage((languages.value.find((language) => language.is_default) ?? languages.value[0])?.slug);
}
