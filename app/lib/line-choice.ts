/**
 * What a line of the bag or an order chose besides the piece: its metal and stone, a ring's size, an e-gift card's
 * recipient and message. Named the same wherever a line is shown (bag, checkout, orders, tracking, returns).
 */

/** Who an e-gift card is e-mailed to, and the giver's message. */
export type GiftRecipient = { name: string; email: string; message?: string | null };

/** The longest of each recipient field the store takes (the message's is the API's limit; an e-mail address's, RFC 5321's). */
export const RECIPIENT_LIMITS = { recipient_name: 100, recipient_email: 254, gift_message: 300 } as const;
export type RecipientField = keyof typeof RECIPIENT_LIMITS;

export const ringSizeText = (size: string) => `Ring size ${size}`;

/** "14K White Gold, Diamond": the configuration by its materials, as the bag names it; its code only when it has none. */
export function configurationName(line: { materials?: Array<{ title?: string | null }> | null; configuration_id?: string | null }): string {
  const named = (line.materials ?? []).map((material) => material.title?.trim()).filter(Boolean).join(", ");
  return named || (line.configuration_id ?? "");
}

const recipientText = (recipient: GiftRecipient) => `For ${recipient.name} (${recipient.email})`;

const giftMessageText = (message: string) => `Message: “${message}”`;

/** The line's choices as sentences, in the order a line shows them. */
export function lineChoiceTexts({ size, recipient }: { size?: string | null; recipient?: GiftRecipient | null }): string[] {
  return [
    ...(size ? [ringSizeText(size)] : []),
    ...(recipient ? [recipientText(recipient)] : []),
    ...(recipient?.message ? [giftMessageText(recipient.message)] : []),
  ];
}
