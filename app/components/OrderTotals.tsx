import { STATIC, formatCharge, formatDeduction, formatPrice } from "~/lib/money";

type Amounts = {
  subtotal_amount?: number;
  discount_amount?: number;
  gift_card_amount?: number;
  shipping_amount: number;
  /** An order e-mailed (e-gift cards only) has no shipping to price. */
  shipping_method?: { id: string } | null;
  tax_amount: number;
  final_amount: number;
  options: {
    discounts: Record<string, { discount_type: number; used_discount_amount: number; base_discount_amount: number }>;
    gift_cards: Record<string, { gift_card_type: number; used_gift_card_amount: number; base_gift_card_amount: number }>;
  };
};

/** The API's rate for an order of e-gift cards alone. */
const EMAILED = "email";

/** Spec 4 "Discount display". Each row is a `div` so the list stays one kind of group (styled with `display: contents`). */
export function OrderTotals({ order, totalLabel = "Total" }: { order: Amounts; totalLabel?: string }) {
  const discounts = Object.entries(order.options.discounts);
  const giftCards = Object.entries(order.options.gift_cards);
  // An order whose codes the API did not itemise still says what they took off.
  const unlistedDiscount = discounts.length === 0 && (order.discount_amount ?? 0) > 0;
  const unlistedGiftCards = giftCards.length === 0 && (order.gift_card_amount ?? 0) > 0;
  return (
    <dl className="order-summary__totals order-totals">
      {order.subtotal_amount !== undefined ? <Row term="Subtotal">{formatPrice(order.subtotal_amount)}</Row> : null}
      {discounts.map(([code, entry]) => (
        <Row key={code} term={`Discount ${code}`}>
          {formatDeduction(entry.discount_type, entry.used_discount_amount, entry.base_discount_amount)}
        </Row>
      ))}
      {unlistedDiscount ? <Row term="Discount">{formatDeduction(STATIC, order.discount_amount ?? 0, 0)}</Row> : null}
      {order.shipping_method?.id === EMAILED ? null : (
        <Row term="Shipping">{formatCharge(order.shipping_amount)}</Row>
      )}
      <Row term="Tax">{formatPrice(order.tax_amount)}</Row>
      {giftCards.map(([code, entry]) => (
        <Row key={code} term={`Gift card ${code}`}>
          {formatDeduction(entry.gift_card_type, entry.used_gift_card_amount, entry.base_gift_card_amount)}
        </Row>
      ))}
      {unlistedGiftCards ? <Row term="Gift cards">{formatDeduction(STATIC, order.gift_card_amount ?? 0, 0)}</Row> : null}
      <Row term={totalLabel} className="order-totals__total">
        {formatPrice(order.final_amount)}
      </Row>
    </dl>
  );
}

function Row({ term, children, className }: { term: string; children: string; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
