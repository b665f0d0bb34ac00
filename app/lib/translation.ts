// Spec 3 "Translations": the current language's fields, each missing one from the fallback. One language here: English (id 1).
export const CURRENT_LANGUAGE_ID = 1;
export const FALLBACK_LANGUAGE_ID = 1;

type Translation = { language_id: number } & Record<string, unknown>;

export function mergeTranslations<T extends Translation>(
  translations: T[],
  languageId: number = CURRENT_LANGUAGE_ID,
  fallbackId: number = FALLBACK_LANGUAGE_ID,
): Partial<Omit<T, "language_id">> {
  const current = translations.find((t) => t.language_id === languageId);
  const fallback =
    translations.find((t) => t.language_id === fallbackId) ?? translations[0];
  const merged: Record<string, unknown> = {};
  for (const source of [fallback, current]) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source)) {
      if (key === "language_id") continue;
      if (value !== null && value !== undefined && value !== "") merged[key] = value;
    }
  }
  return merged as Partial<Omit<T, "language_id">>;
}
