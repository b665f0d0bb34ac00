// How long a piece takes to leave the atelier, in the words every page that names it uses: the product page, the bag and
// checkout. The days are the store's terms (GET /order-options `shipping.handling_days`); without them no time is promised.

type Days = { min: number; max: number };
type Piece = { track_inventory: boolean; stock_qty: number };

/** Business days as a shopper reads a lead time: "3 to 4 weeks" (five business days a week), or days under two weeks. */
export function leadTime({ min, max }: Days): string {
  const [low, high] = max >= 10 ? [Math.round(min / 5), Math.round(max / 5)] : [min, max];
  const unit = max >= 10 ? "weeks" : "business days";
  return low === high ? `${high} ${unit}` : `${low} to ${high} ${unit}`;
}

/** A made-to-order piece's line: "Made to order: ships in 3 to 4 weeks". */
export function madeToOrderText(madeToOrderDays: Days | null): string {
  return madeToOrderDays ? `Made to order: ships in ${leadTime(madeToOrderDays)}` : "Made to order";
}

/** The line above Add to bag: by e-mail, made to order, a few left, or in stock. */
export function availabilityText(configuration: Piece, digital: boolean, madeToOrderDays: Days | null = null): string {
  if (digital) return "Sent by e-mail within minutes of your order, or on the day you choose";
  if (!configuration.track_inventory) return madeToOrderText(madeToOrderDays);
  const { stock_qty: left } = configuration;
  return left > 0 && left <= 3 ? `In stock: only ${left} left` : "In stock";
}

/** A bag line's lead time: only a made-to-order piece has one to tell; an e-mailed card has none. */
export function lineLeadTime(item: { track_inventory: boolean; digital: boolean }, madeToOrderDays: Days | null): string | null {
  return !item.digital && !item.track_inventory ? madeToOrderText(madeToOrderDays) : null;
}
