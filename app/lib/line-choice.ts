/**
 * What a line of the bag or an order chose besides the piece: a ring's size, an e-gift card's recipient and message.
 * Named the same wherever a line is shown (bag, checkout, orders, tracking, returns).
 */

/** Who an e-gift card is e-mailed to, and the giver's message. */
export type GiftRecipient = { name: string; email: string; message?: string | null };

export const RECIPIENT_NAME_MAX = 100;
/** The API's limit on an e-gift card's message. */
export const GIFT_MESSAGE_MAX = 300;

export const ringSizeText = (size: string) => `Ring size ${size}`;

export const recipientText = (recipient: GiftRecipient) => `For ${recipient.name} (${recipient.email})`;

export const giftMessageText = (message: string) => `Message: “${message}”`;

/** The line's choices as sentences, in the order a line shows them. */
export function lineChoiceTexts({ size, recipient }: { size?: string | null; recipient?: GiftRecipient | null }): string[] {
  return [
    ...(size ? [ringSizeText(size)] : []),
    ...(recipient ? [recipientText(recipient)] : []),
    ...(recipient?.message ? [giftMessageText(recipient.message)] : []),
  ];
}
