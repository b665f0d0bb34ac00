// Spec 4 "Startup", 8: all through the cache and never waited for; pages that need these read them themselves.
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

export async function loadStartup(): Promise<void> {
  const [languages, settings] = await Promise.allSettled([getLanguages(), getSettings(), getPaymentGateways(), getPaymentMethods()]);
  if (languages.status === "fulfilled") setApiLanguage((languages.value.find((language) => language.is_default) ?? languages.value[0])?.slug);
  // A failed read keeps the base there is: media stay reachable through the store meanwhile.
  if (settings.status === "fulfilled") setMediaBase(settings.value.cdn_domain);
}
