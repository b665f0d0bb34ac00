// Only spares a round trip; the gateway checks again.

export type CardBrand = "American Express" | "Visa" | "Mastercard" | "Discover" | "Card";

export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

export function cardBrand(value: string): CardBrand {
  const digits = normalizeCardNumber(value);
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return "Mastercard";
  if (/^(6011|65)/.test(digits)) return "Discover";
  return "Card";
}

export function securityCodeLength(number: string): 3 | 4 {
  return cardBrand(number) === "American Express" ? 4 : 3;
}

export type Expiry = { month: number; year: number };

export function parseExpiry(value: string): Expiry | null {
  const match = value.trim().match(/^(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})$/);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired({ month, year }: Expiry, now: Date): boolean {
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}
