import type { FormResult } from "./forms/form";

export type CartActionResult = { ok: boolean; message: string };

export const CART_NOTICE = "cart_notice";
export const ADDED_MESSAGE = "Added to your bag.";
const CHECK_QUANTITY = "Please check the quantity.";

export function cartNotice(result: FormResult): CartActionResult {
  if (result.ok) return { ok: true, message: result.message ?? ADDED_MESSAGE };
  return { ok: false, message: result.message ?? Object.values(result.fieldErrors)[0] ?? CHECK_QUANTITY };
}
