import { Link } from "@remix-run/react";

import { formatPrice } from "~/lib/money";
import type { ProductCardData } from "~/lib/product-card";

import { FavoriteButton } from "./FavoriteButton";
import { ResponsiveImage } from "./ResponsiveImage";

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

/** `priority`: "lcp" for the listing's first card, "eager" for the rest of its first row, else lazy. */
export function ProductCard({ card, priority = "lazy" }: { card: ProductCardData; priority?: "lcp" | "eager" | "lazy" }) {
  return (
    <article className="product-card">
      <FavoriteButton slug={card.slug} sku={card.sku} title={card.title} className="product-card__heart" />
      <Link to={card.href} className="product-card__link" prefetch="intent">
        <div className="product-card__media">
          {card.image ? (
            <ResponsiveImage
              src={card.image.url}
              alt={card.image.alt}
              width={card.image.width}
              height={card.image.height}
              layout="productCard"
              priority={priority}
            />
          ) : null}
          {card.hoverImage ? (
            <ResponsiveImage
              className="product-card__hover"
              src={card.hoverImage}
              alt=""
              width={card.image?.width}
              height={card.image?.height}
              layout="productCard"
            />
          ) : null}
        </div>
        <h3 className="product-card__title">{card.title}</h3>
      </Link>
      <Price price={card.price} compareAt={card.compareAt} />
    </article>
  );
}
