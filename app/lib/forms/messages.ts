/** Spec 5, word for word where it gives them. */
export const maxCharactersHint = (n: number) => `Max ${n} characters`;
export const limitCharacters = (n: number) => `Please limit to ${n} characters or less.`;
export const required = (label: string) => `${label} is required`;
/** Spec 5's fieldNotExists. */
export const doesNotCorrespond = (label: string) => `Incorrect ${label}: The ${label} does not correspond with the other fields.`;
export const INVALID_EMAIL = "Enter a valid email address";
export const PASSWORD_CONFIRMATION = "Password confirmation does not match";
export const PASSWORD_LENGTH = "Requirements: Minimum 8 characters";
export const PASSWORD_SPECIAL = "Requirements: At least 1 special character";
export const PASSWORD_HINT = "Minimum 8 characters, with at least 1 special character";
export const MESSAGE_MAX = 5000;
export const HINT_MESSAGE_MAX = 1000;
/** Spec 8 "Generic failure". */
export const GENERIC_FAILURE = "An error occurred while processing your request. Please try again later.";
/** Hours past two hours: a day's limit is not "1440 minutes". */
export function waitOf(retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  if (minutes <= 120) return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return `${Math.ceil(retryAfterS / 3600)} hours`;
}
export function tooManyAttempts(retryAfterS: number): string {
  return `Too many attempts. Please try again in ${waitOf(retryAfterS)}.`;
}
export const HONEYPOT_REFUSED = "This form could not be sent. Please try again.";
