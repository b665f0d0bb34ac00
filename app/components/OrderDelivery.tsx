/**
 * A placed order's promise, the same on the confirmation, the order page and tracking (lib/orders.ts orderDelivery):
 * a term and its description, inside the page's own list of the order's facts.
 */
export function OrderDelivery({ delivery }: { delivery: { method: string | null; dates: string } | null }) {
  if (!delivery) return null;
  return (
    <>
      <dt>Estimated delivery</dt>
      <dd>
        {delivery.dates}
        {delivery.method ? <span className="small"> ({delivery.method})</span> : null}
      </dd>
    </>
  );
}
