/** Root-relative media paths; media.ts parses the same shapes back, so both sides are defined in one place. */

export const PRODUCT_IMAGE = { width: 765, height: 994 } as const;

/** Extra gallery views drawn for every configuration, after the main view. */
export const GALLERY_VIEWS = ["detail", "angle"] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];

export const mediaPaths = {
  product: (slug: string, sku: string, view?: GalleryView) =>
    `/media/products/${slug}/${sku}${view ? `.${view}` : ""}.svg`,
  material: (sku: string) => `/media/materials/${sku}.svg`,
  category: (slug: string) => `/media/categories/${slug}.svg`,
  collection: (slug: string) => `/media/collections/${slug}.svg`,
  icon: (name: string) => `/media/icons/${name}.svg`,
  brand: (name: "logo" | "logo-footer" | "hero") => `/media/brand/${name}.svg`,
  social: (name: string) => `/media/social/${name}.svg`,
};
