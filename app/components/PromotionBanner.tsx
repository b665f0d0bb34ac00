import { Link, useLocation } from "@remix-run/react";

import { type PromotionBanner as Banner, pageMatches } from "~/lib/campaign";

/** Everything in `banner` was made safe on the server: cleaned HTML, checked URLs, hex colours that read well together. */
export function PromotionBanner({ banner }: { banner: Banner | null }) {
  const { pathname } = useLocation();
  if (!banner || !pageMatches(banner.pages, pathname)) return null;
  const { image, html, link, colors } = banner;

  return (
    <section
      className={`promotion-banner${image ? " promotion-banner--image" : ""}`}
      aria-label="Promotion"
      style={colors ? { backgroundColor: colors.background, color: colors.text } : undefined}
    >
      <div className="container promotion-banner__inner">
        {image ? <img className="promotion-banner__image" src={image.src} alt={image.alt} /> : null}
        <div className="promotion-banner__body">
          {html ? <div className="promotion-banner__text" dangerouslySetInnerHTML={{ __html: html }} /> : null}
          {link ? (
            <Link className="promotion-banner__link" to={link.href}>
              {link.text}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
