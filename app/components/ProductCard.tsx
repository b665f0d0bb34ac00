import { Link } from "@remix-run/react";

import type { ProductCardData } from "~/lib/product-card";

import { FavoriteButton } from "./FavoriteButton";
import { Price } from "./Price";
import { ResponsiveImage } from "./ResponsiveImage";

/** Keep in step with app.css: the container's gutters and .product-grid's 2, 3 (768px) and 4 (1221px) columns. */
export const PRODUCT_CARD_SIZES = "(min-width: 1440px) 324px, (min-width: 1221px) calc(25vw - 28px), (min-width: 768px) calc(33.33vw - 32px), calc(50vw - 22px)";

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
              sizes={PRODUCT_CARD_SIZES}
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
              sizes={PRODUCT_CARD_SIZES}
            />
          ) : null}
        </div>
        <h3 className="product-card__title">{card.title}</h3>
      </Link>
      <Price price={card.price} compareAt={card.compareAt} />
    </article>
  );
}
