import { useRouteLoaderData } from "@remix-run/react";

import { IMAGE_HEIGHT, IMAGE_WIDTH } from "~/lib/image-size";
import { CARD_WIDTHS, type MediaWidth, mediaSrcSet } from "~/lib/media";
import type { loader as rootLoader } from "~/root";

type Props = {
  src: string;
  alt: string;
  /** The width the layout gives the image: one of ~/lib/media's *_SIZES. */
  sizes: string;
  /** The intrinsic size, so the box is kept before the image arrives: the spec's 765x994 when unknown. */
  width?: number;
  height?: number;
  /**
   * "lcp": the page's largest first-view image, fetched first; "eager": in the
   * first view; "lazy" (default): below the fold, fetched as it nears.
   */
  priority?: "lcp" | "eager" | "lazy";
  widths?: readonly MediaWidth[];
  className?: string;
};

/**
 * One of the store's images, with a width-described `srcset` when it is on the
 * store's media (root-relative, or the media base); anything else is a plain src.
 */
export function ResponsiveImage({ src, alt, sizes, width = IMAGE_WIDTH, height = IMAGE_HEIGHT, priority = "lazy", widths = CARD_WIDTHS, className }: Props) {
  const mediaBase = useRouteLoaderData<typeof rootLoader>("root")?.mediaBase ?? "";
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
