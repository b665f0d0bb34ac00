import type { FormResult } from "./forms/form";
import type { RecipientField } from "./line-choice";

export type CartActionResult = {
  ok: boolean;
  message: string;
  field?: string;
  chosen?: { quantity?: string; size?: string } & Partial<Record<RecipientField, string>>;
};

export const CART_NOTICE = "cart_notice";
export const ADDED_MESSAGE = "Added to your bag.";
const CHECK_QUANTITY = "Please check the quantity.";

export function cartNotice(result: FormResult): CartActionResult {
  if (result.ok) return { ok: true, message: result.message ?? ADDED_MESSAGE };
  const [field, error] = Object.entries(result.fieldErrors)[0] ?? [];
  return { ok: false, message: result.message ?? error ?? CHECK_QUANTITY, ...(field ? { field } : {}) };
}
