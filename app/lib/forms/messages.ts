/** Validation messages the spec gives word for word (spec 5). */
export const maxCharactersHint = (n: number) => `Max ${n} characters`;
export const limitCharacters = (n: number) => `Please limit to ${n} characters or less.`;
export const MESSAGE_MAX = 5000;
export const HINT_MESSAGE_MAX = 1000;
