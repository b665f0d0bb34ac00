import { ResponsiveImage } from "../ResponsiveImage";

/* Derived from app/styles/app.css .gallery columns, gaps and gutters: keep in step. */
const FIRST_SIZES = "(min-width: 1440px) 742px, (min-width: 1025px) calc(58.33vw - 79px), (min-width: 768px) calc(88vw - 56px), calc(88vw - 28px)";
const OTHER_SIZES = "(min-width: 1440px) 367px, (min-width: 1025px) calc(29.17vw - 44px), (min-width: 768px) calc(88vw - 56px), calc(88vw - 28px)";

type Image = { url: string; alt: string; width: number; height: number };

/** Below 1025px a sideways scroller: a focusable region so keys scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */
export function Gallery({ images }: { images: Image[] }) {
  return (
    <div className="gallery" role="region" aria-label="Images" tabIndex={0}>
      {images.map((image, index) => (
        <ResponsiveImage
          key={image.url}
          src={image.url}
          alt={index === 0 ? image.alt : `${image.alt}, view ${index + 1}`}
          width={image.width}
          height={image.height}
          sizes={index === 0 ? FIRST_SIZES : OTHER_SIZES}
          priority={index === 0 ? "lcp" : "lazy"}
        />
      ))}
    </div>
  );
}
