export type GiftRecipient = { name: string; email: string; message?: string | null; send_on?: string | null };

/** The message's is the API's limit; an e-mail address's is RFC 5321's. */
export const RECIPIENT_LIMITS = { recipient_name: 100, recipient_email: 254, gift_message: 300, send_on: 10 } as const;
export type RecipientField = keyof typeof RECIPIENT_LIMITS;

export const ringSizeText = (size: string) => `Ring size ${size}`;

export function configurationName(line: { materials?: Array<{ title?: string | null }> | null; configuration_id?: string | null }): string {
  const named = (line.materials ?? []).map((material) => material.title?.trim()).filter(Boolean).join(", ");
  return named || (line.configuration_id ?? "");
}

const recipientText = (recipient: GiftRecipient) => `For ${recipient.name} (${recipient.email})`;

const giftMessageText = (message: string) => `Message: “${message}”`;

export type DayFormat = (day: string) => string | null;

/** An unreadable day says nothing rather than a false "at once". */
function sendingText(sendOn: string | null | undefined, formatDay: DayFormat): string | null {
  if (!sendOn) return "Sent by e-mail when the order is placed";
  const day = formatDay(sendOn);
  return day ? `Sent by e-mail on ${day}` : null;
}

/** Server-only, so the date-format code stays off the pages. */
export function lineChoiceTexts({ size, recipient }: { size?: string | null; recipient?: GiftRecipient | null }, formatDay: DayFormat): string[] {
  const sending = recipient ? sendingText(recipient.send_on, formatDay) : null;
  return [
    ...(size ? [ringSizeText(size)] : []),
    ...(recipient ? [recipientText(recipient)] : []),
    ...(sending ? [sending] : []),
    ...(recipient?.message ? [giftMessageText(recipient.message)] : []),
  ];
}
