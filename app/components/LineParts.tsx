import type { CartLine } from "~/lib/cart-line";
import { COMPLIMENTARY, formatPrice } from "~/lib/money";

import { Price } from "./Price";

/** Under a bag line's title, in the bag and at checkout alike: its materials, then its size or recipient, then its lead time. */
export function LineDetails({ line, className }: { line: Pick<CartLine, "details" | "leadTime">; className: string }) {
  return (
    <>
      {line.details.map((text) => (
        <p key={text} className={className}>
          {text}
        </p>
      ))}
      {line.leadTime ? <p className={`${className} lead-time`}>{line.leadTime}</p> : null}
    </>
  );
}

/** A line's price, the same in the bag and at checkout: what the line costs, and each one's price when there are several. */
export function LinePrice({ line }: { line: Pick<CartLine, "price" | "compareAt" | "quantity"> }) {
  // A gift with the order.
  if (line.price === 0 && !line.compareAt) return <p className="price line-price">{COMPLIMENTARY}</p>;
  return (
    <div className="line-price">
      <Price price={line.price * line.quantity} compareAt={line.compareAt ? line.compareAt * line.quantity : null} />
      {line.quantity > 1 ? <p className="small line-price__each">{formatPrice(line.price)} each</p> : null}
    </div>
  );
}
