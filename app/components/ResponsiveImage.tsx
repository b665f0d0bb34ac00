import { IMAGE_HEIGHT, IMAGE_WIDTH } from "~/lib/image-size";
import { CARD_WIDTHS, type MediaWidth, mediaSrcSet } from "~/lib/media";
import { useShell } from "~/lib/shell";

type Props = {
  src: string;
  alt: string;
  /** One of ~/lib/media's *_SIZES. */
  sizes: string;
  /** Keeps the box before the image arrives. */
  width?: number;
  height?: number;
  /** "lcp": fetched first; "eager": in the first view; "lazy": below the fold. */
  priority?: "lcp" | "eager" | "lazy";
  widths?: readonly MediaWidth[];
  className?: string;
};

export function ResponsiveImage({ src, alt, sizes, width = IMAGE_WIDTH, height = IMAGE_HEIGHT, priority = "lazy", widths = CARD_WIDTHS, className }: Props) {
  const mediaBase = useShell()?.mediaBase ?? "";
  const srcSet = mediaSrcSet(src, mediaBase, widths);
  const lazy = priority === "lazy";
  // React 18 knows no fetchPriority prop (it warns, and renders it as written): the attribute, lower-case.
  const fetchPriority = priority === "lcp" ? { fetchpriority: "high" } : {};
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? "lazy" : "eager"}
      decoding={lazy ? "async" : undefined}
      {...fetchPriority}
      className={className}
    />
  );
}
