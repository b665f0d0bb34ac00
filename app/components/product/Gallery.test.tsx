// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";

import { Gallery } from "./Gallery";

const images = [
  { url: "/media/ring/front.svg", alt: "Céleste Solitaire Ring", width: 765, height: 994 },
  { url: "/media/ring/side.svg", alt: "Céleste Solitaire Ring", width: 765, height: 994 },
];

function renderGallery() {
  const Stub = createRemixStub([{ id: "root", path: "/", loader: () => ({ mediaBase: "" }), Component: () => <Gallery images={images} /> }]);
  render(<Stub />);
  return screen.findByRole("region", { name: "Images" });
}

describe("Gallery", () => {
  it("is a named region the keyboard reaches, so a phone's sideways scroll has a key too (WCAG 2.1.1)", async () => {
    const gallery = await renderGallery();
    expect(gallery).toHaveAttribute("tabindex", "0");
    gallery.focus();
    expect(gallery).toHaveFocus();
  });

  it("names each image, the first fetched first and the others lazily", async () => {
    const gallery = await renderGallery();
    const [first, second] = within(gallery).getAllByRole("img");
    expect(first).toHaveAccessibleName("Céleste Solitaire Ring");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(second).toHaveAccessibleName("Céleste Solitaire Ring, view 2");
    expect(second).toHaveAttribute("loading", "lazy");
  });
});
