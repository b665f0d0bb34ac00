export function OrderAddresses({ shipping, billing }: { shipping: string[] | null; billing: string[] | null }) {
  if (!shipping && !billing) return null;
  return (
    <div className="order-addresses">
      <AddressBlock id="order-shipping-title" title="Shipping address" lines={shipping} />
      <AddressBlock id="order-billing-title" title="Billing address" lines={billing} />
    </div>
  );
}

function AddressBlock({ id, title, lines }: { id: string; title: string; lines: string[] | null }) {
  if (!lines) return null;
  return (
    <section className="order-page__section" aria-labelledby={id}>
      <h2 id={id} className="order-page__title">
        {title}
      </h2>
      <address className="order-page__address">
        {lines.map((line, index) => (
          <span key={`${index}-${line}`}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}
