/** Shared by the confirmation, order page and tracking (lib/orders.ts orderDelivery). */
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
