import { ResponsiveImage } from "../ResponsiveImage";

/*
 * The images' widths (app/styles/app.css .gallery; keep in step). Below 1025px each is 88% of the container less
 * gutters (16px, 32px from 768px); from 1025px the gallery is the 1.4fr column beside the details (gap 72px, gutters
 * 32px, 48px, at most 1440px wide), its first image the column's width, the others half of it (gap 8px).
 */
const FIRST_SIZES = "(min-width: 1440px) 742px, (min-width: 1025px) calc(58.33vw - 79px), (min-width: 768px) calc(88vw - 56px), calc(88vw - 28px)";
const OTHER_SIZES = "(min-width: 1440px) 367px, (min-width: 1025px) calc(29.17vw - 44px), (min-width: 768px) calc(88vw - 56px), calc(88vw - 28px)";

type Image = { url: string; alt: string; width: number; height: number };

/**
 * A product's images. Below 1025px they scroll sideways: a named region the keyboard reaches (Tab), whose arrow keys
 * scroll it, as a finger does (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
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
