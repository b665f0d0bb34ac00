import { formatPrice } from "~/lib/money";

/** Its own module: importing it from the product card would bring the card's images into every page's first load. */
export function Price({ price, compareAt }: { price: number; compareAt: number | null }) {
  return (
    <p className="price">
      {compareAt ? (
        <>
          <span className="visually-hidden">Sale price </span>
          <span className="price__sale">{formatPrice(price)}</span>{" "}
          <s className="price__was">
            <span className="visually-hidden">was </span>
            {formatPrice(compareAt)}
          </s>
        </>
      ) : (
        formatPrice(price)
      )}
    </p>
  );
}
