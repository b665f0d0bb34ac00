// Spec 5 "Quantity control": 1 to 999; a tracked piece's maximum is stock_qty (0 if missing).
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

type Stock = { track_inventory?: boolean | null; stock_qty?: number | null };

export function maxQuantity(stock: Stock): number {
  return stock.track_inventory ? Math.max(0, Math.min(MAX_QUANTITY, stock.stock_qty ?? 0)) : MAX_QUANTITY;
}

export function isInStock(stock: Stock): boolean {
  return maxQuantity(stock) >= MIN_QUANTITY;
}

export function clampQuantity(value: string | number, stock: Stock = {}): number {
  const digits = typeof value === "number" ? value : Number(String(value).replace(/\D+/g, ""));
  const max = maxQuantity(stock);
  if (!Number.isFinite(digits) || digits < MIN_QUANTITY) return Math.min(MIN_QUANTITY, max);
  return Math.min(Math.trunc(digits), max);
}

export const QUANTITY_MESSAGES = {
  max: `The most you can order is ${MAX_QUANTITY}`,
  outOfStock: "This piece is out of stock.",
  onlyLeft: (stock: number) => `Only ${stock} left in stock.`,
} as const;

/** Refused, not clamped, where the shopper typed the number. */
export function quantityRefusal(quantity: number, stock: Stock): string | null {
  const max = maxQuantity(stock);
  if (quantity <= max) return null;
  if (max === MAX_QUANTITY) return QUANTITY_MESSAGES.max;
  return max === 0 ? QUANTITY_MESSAGES.outOfStock : QUANTITY_MESSAGES.onlyLeft(max);
}
