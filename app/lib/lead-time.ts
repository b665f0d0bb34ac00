// One wording for every page; without the store's terms no time is promised.

type Days = { min: number; max: number };
type Piece = { track_inventory: boolean; stock_qty: number };

export function leadTime({ min, max }: Days): string {
  const [low, high] = max >= 10 ? [Math.round(min / 5), Math.round(max / 5)] : [min, max];
  const unit = max >= 10 ? "weeks" : "business days";
  return low === high ? `${high} ${unit}` : `${low} to ${high} ${unit}`;
}

export function madeToOrderText(madeToOrderDays: Days | null): string {
  return madeToOrderDays ? `Made to order: ships in ${leadTime(madeToOrderDays)}` : "Made to order";
}

export function availabilityText(configuration: Piece, digital: boolean, madeToOrderDays: Days | null = null): string {
  if (digital) return "Sent by e-mail within minutes of your order, or on the day you choose";
  if (!configuration.track_inventory) return madeToOrderText(madeToOrderDays);
  const { stock_qty: left } = configuration;
  return left > 0 && left <= 3 ? `In stock: only ${left} left` : "In stock";
}

export function lineLeadTime(item: { track_inventory: boolean; digital: boolean }, madeToOrderDays: Days | null): string | null {
  return !item.digital && !item.track_inventory ? madeToOrderText(madeToOrderDays) : null;
}
