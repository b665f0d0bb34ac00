/**
 * The field errors a post answered with, whichever way it failed: a
 * validationError from the schema or the API's errors. Pages hand them to
 * their forms explicitly, so they stay on screen after a lazily loaded form
 * hydrates over the server's HTML.
 */
export function postedFieldErrors(posted: unknown): Record<string, string> {
  if (!posted || typeof posted !== "object" || !("fieldErrors" in posted)) return {};
  const errors = (posted as { fieldErrors?: unknown }).fieldErrors;
  if (!errors || typeof errors !== "object") return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
