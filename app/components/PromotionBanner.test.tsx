// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import type { PromotionBanner as Banner } from "~/lib/campaign";

import { PromotionBanner } from "./PromotionBanner";

const banner: Banner = {
  pages: ["/", "/shop-all*"],
  image: { src: "https://api.example.com/media/collections/celeste.svg", alt: "A tennis bracelet" },
  html: "<p><strong>The Solstice edit.</strong> Gift-wrapped by hand.</p>",
  link: { href: "/shop-all", text: "Discover the edit" },
  colors: { background: "#27313f", text: "#f7f3ee" },
};

function renderAt(path: string, props: Banner | null = banner) {
  const Stub = createRemixStub([
    {
      path: "*",
      Component: () => (
        <>
          <PromotionBanner banner={props} />
          <h1>Page</h1>
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByRole("heading", { name: "Page" });
}

describe("PromotionBanner", () => {
  it("shows the image, the text, the link and the colours on a page the campaign names", async () => {
    await renderAt("/shop-all/rings");
    const region = screen.getByRole("region", { name: "Promotion" });
    expect(region).toHaveTextContent("The Solstice edit. Gift-wrapped by hand.");
    expect(screen.getByRole("img", { name: "A tennis bracelet" })).toHaveAttribute("src", banner.image!.src);
    expect(screen.getByRole("link", { name: "Discover the edit" })).toHaveAttribute("href", "/shop-all");
    expect(region).toHaveStyle({ backgroundColor: "#27313f", color: "#f7f3ee" });
  });

  it("is left out on another page", async () => {
    await renderAt("/about");
    expect(screen.queryByRole("region", { name: "Promotion" })).toBeNull();
  });

  it("keeps its own colours, and shows a text alone, without image or link", async () => {
    await renderAt("/", { ...banner, image: null, link: null, colors: null });
    const region = screen.getByRole("region", { name: "Promotion" });
    expect(region).not.toHaveAttribute("style");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
