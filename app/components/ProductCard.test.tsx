// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";

import type { ListingQuery } from "~/lib/listing-query";
import type { ProductCardData } from "~/lib/product-card";

import { ProductCard } from "./ProductCard";
import { ProductListing } from "./ProductListing";

const card = (id: number, slug: string, title: string, sku: string | null): ProductCardData => ({
  id,
  sku,
  slug,
  title,
  href: `/product/${slug}${sku ? `?configuration_id=${sku}` : ""}`,
  image: null,
  hoverImage: null,
  price: 1200,
  compareAt: null,
});

const AURORA = card(1, "aurora-ring", "Aurora Ring", "YG-DIA");
const PEARL = card(2, "pearl-drops", "Pearl Drops", "WG-PRL");
const MYSTERY = card(3, "mystery-piece", "Mystery Piece", null);

const query: ListingQuery = { search: "", categories: [], collections: [], materials: [], priceMin: null, priceMax: null, sort: "newest", page: 1 };

type Shell = { user: object | null; favorites: { failed: boolean; count: number | null; keys: string[] } | null };
const signedIn: Shell = { user: { firstName: "Camille" }, favorites: { failed: false, count: 1, keys: ["aurora-ring/YG-DIA"] } };

/** Under a root route whose data stands in for the shell's (the heart reads the shopper and the list from it). */
function renderIn(children: ReactNode, shell: Shell, path = "/shop-all") {
  const Page = () => <>{children}</>;
  const Stub = createRemixStub([{ id: "root", path: "/", loader: () => shell, children: [{ index: true, Component: Page }, { path: "*", Component: Page }] }]);
  return render(<Stub initialEntries={[path]} />);
}

const heartIn = (article: HTMLElement, title: string) => within(article).getByRole("button", { name: `Favorite ${title}` });

describe("ProductCard (home's sections, and the listing's and search's cards)", () => {
  it("carries the heart for its piece, pressed when the piece is a favorite, posting to /favorites and back here", async () => {
    renderIn(<ProductCard card={AURORA} />, signedIn, "/?from=home");
    const article = await screen.findByRole("article");
    const heart = heartIn(article, "Aurora Ring");
    expect(heart).toHaveAttribute("aria-pressed", "true");
    const form = heart.closest("form")!;
    expect(form).toHaveAttribute("action", "/favorites");
    expect(Object.fromEntries(new FormData(form).entries())).toMatchObject({ intent: "favorite", slug: "aurora-ring", sku: "YG-DIA", redirectTo: "/?from=home" });
    // The heart is beside the card's link, not inside it: pressing it does not follow the link.
    expect(heart.closest("a")).toBeNull();
    expect(within(article).getByRole("link", { name: "Aurora Ring" })).toHaveAttribute("href", "/product/aurora-ring?configuration_id=YG-DIA");
  });

  it("is not pressed for a signed-out shopper, whose heart asks to sign in", async () => {
    renderIn(<ProductCard card={AURORA} />, { user: null, favorites: null });
    expect(heartIn(await screen.findByRole("article"), "Aurora Ring")).toHaveAttribute("aria-pressed", "false");
  });

  it("carries a heart on a piece with no sku too (it answers with spec 8's \"No default_sku\")", async () => {
    renderIn(<ProductCard card={MYSTERY} />, signedIn);
    const heart = heartIn(await screen.findByRole("article"), "Mystery Piece");
    expect(heart).toHaveAttribute("aria-pressed", "false");
    expect(new FormData(heart.closest("form")!).get("sku")).toBe("");
  });
});

describe("ProductListing (/shop-all, the categories and /search)", () => {
  it("gives every card its own heart, each with its piece's state", async () => {
    renderIn(<ProductListing query={query} items={[AURORA, PEARL, MYSTERY]} total={3} emptyText="Nothing here" />, signedIn);
    const articles = await screen.findAllByRole("article");
    expect(articles).toHaveLength(3);
    expect(heartIn(articles[0], "Aurora Ring")).toHaveAttribute("aria-pressed", "true");
    expect(heartIn(articles[1], "Pearl Drops")).toHaveAttribute("aria-pressed", "false");
    expect(heartIn(articles[2], "Mystery Piece")).toHaveAttribute("aria-pressed", "false");
    for (const article of articles) expect(within(article).getAllByRole("button")).toHaveLength(1);
  });
});
