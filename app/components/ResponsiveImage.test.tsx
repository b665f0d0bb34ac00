// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";


import { PRODUCT_CARD_SIZES } from "./ProductCard";
import { ResponsiveImage } from "./ResponsiveImage";

async function renderImage(props: ComponentProps<typeof ResponsiveImage>, mediaBase = "") {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ mediaBase }),
      Component: () => <ResponsiveImage {...props} />,
    },
  ]);
  render(<Stub />);
  return screen.findByRole("img", { name: props.alt });
}

describe("ResponsiveImage", () => {
  it("gives the store's media a srcset on the 765x994 base, the layout's sizes, and loads it lazily", async () => {
    const image = await renderImage({ src: "/media/products/ring/YG14.svg", alt: "Ring", sizes: PRODUCT_CARD_SIZES });
    expect(image).toHaveAttribute("srcset", "/media/products/ring/YG14.svg?w=383 383w, /media/products/ring/YG14.svg?w=765 765w, /media/products/ring/YG14.svg?w=1530 1530w");
    expect(image).toHaveAttribute("sizes", PRODUCT_CARD_SIZES);
    expect(image).toHaveAttribute("width", "765");
    expect(image).toHaveAttribute("height", "994");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("fetchpriority");
  });

  it("fetches the page's largest image first, and another first-view image eagerly without priority", async () => {
    const lcp = await renderImage({ src: "/media/a.svg", alt: "First", sizes: "100vw", priority: "lcp" });
    expect(lcp).toHaveAttribute("loading", "eager");
    expect(lcp).toHaveAttribute("fetchpriority", "high");
    expect(lcp).not.toHaveAttribute("decoding");
  });

  it("takes the media base's URLs as the store's, and leaves a foreign URL a plain src", async () => {
    const cdn = await renderImage({ src: "https://cdn.example.com/media/a.svg", alt: "On the CDN", sizes: "88px", widths: [192] }, "https://cdn.example.com");
    expect(cdn).toHaveAttribute("srcset", "https://cdn.example.com/media/a.svg?w=192 192w");
    expect(cdn).toHaveAttribute("sizes", "88px");
  });

  it("leaves a foreign URL a plain src", async () => {
    const foreign = await renderImage({ src: "https://images.example.org/media/a.svg", alt: "Elsewhere", sizes: PRODUCT_CARD_SIZES, priority: "eager" });
    expect(foreign).toHaveAttribute("src", "https://images.example.org/media/a.svg");
    expect(foreign).not.toHaveAttribute("srcset");
    expect(foreign).not.toHaveAttribute("sizes");
    expect(foreign).toHaveAttribute("loading", "eager");
  });
});
