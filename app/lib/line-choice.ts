/**
 * What a line of the bag or an order chose besides the piece: its metal and stone (an e-gift card's amount), a ring's
 * size, an e-gift card's recipient, message and day. Named the same wherever a line is shown (bag, checkout, orders,
 * tracking, returns).
 */

/** Who an e-gift card is e-mailed to, the giver's message, and the calendar day (YYYY-MM-DD) it is sent on. */
export type GiftRecipient = { name: string; email: string; message?: string | null; send_on?: string | null };

/**
 * The longest of each recipient field the store takes (the message's is the API's limit; an e-mail address's, RFC
 * 5321's; a day's, YYYY-MM-DD).
 */
export const RECIPIENT_LIMITS = { recipient_name: 100, recipient_email: 254, gift_message: 300, send_on: 10 } as const;
export type RecipientField = keyof typeof RECIPIENT_LIMITS;

export const ringSizeText = (size: string) => `Ring size ${size}`;

/** "14K White Gold, Diamond": the configuration by its materials, as the bag names it; its code only when it has none. */
export function configurationName(line: { materials?: Array<{ title?: string | null }> | null; configuration_id?: string | null }): string {
  const named = (line.materials ?? []).map((material) => material.title?.trim()).filter(Boolean).join(", ");
  return named || (line.configuration_id ?? "");
}

const recipientText = (recipient: GiftRecipient) => `For ${recipient.name} (${recipient.email})`;

const giftMessageText = (message: string) => `Message: “${message}”`;

/** A calendar day in the store's date format (StoreDates.day); null when it cannot be read. */
export type DayFormat = (day: string) => string | null;

/** When the card is e-mailed; nothing for a day the API wrote that cannot be read, rather than a false "at once". */
function sendingText(sendOn: string | null | undefined, formatDay: DayFormat): string | null {
  if (!sendOn) return "Sent by e-mail when the order is placed";
  const day = formatDay(sendOn);
  return day ? `Sent by e-mail on ${day}` : null;
}

/**
 * The line's choices as sentences, in the order a line shows them. Written on the server: the day is in the store's
 * date format, whose code stays off the pages.
 */
export function lineChoiceTexts({ size, recipient }: { size?: string | null; recipient?: GiftRecipient | null }, formatDay: DayFormat): string[] {
  const sending = recipient ? sendingText(recipient.send_on, formatDay) : null;
  return [
    ...(size ? [ringSizeText(size)] : []),
    ...(recipient ? [recipientText(recipient)] : []),
    ...(sending ? [sending] : []),
    ...(recipient?.message ? [giftMessageText(recipient.message)] : []),
  ];
}
