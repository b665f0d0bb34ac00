// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import type { MenuNode } from "~/lib/menu-tree";

import { Header } from "./Header";

const menu: MenuNode[] = [
  {
    id: 1,
    title: "Shop",
    url: null,
    icon: null,
    isTitle: true,
    children: [{ id: 2, title: "Rings", url: "/shop-all/rings", icon: "/ring.svg", isTitle: false, children: [] }],
  },
  { id: 3, title: "About", url: "/about", icon: null, isTitle: false, children: [] },
];

function renderHeader(props: Partial<Parameters<typeof Header>[0]> = {}, path = "/about") {
  const Stub = createRemixStub([
    {
      path: "*",
      Component: () => (
        <Header variant="default" companyName="Maison Lumière" logo={null} menu={menu} signedIn={false} cartCount={3} favoritesCount={null} {...props} />
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("Header", () => {
  it("shows the menu, search, account, favorites and cart with its count", () => {
    renderHeader();
    expect(screen.getAllByText("Shop").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: "About" })[0]).toHaveAttribute("href", "/about");
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/about?panel=cart");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/about?drawer=1");
    expect(screen.getByRole("link", { name: "Favorites" })).toHaveAttribute("href", "/about?drawer=1");
    expect(screen.getByRole("search")).toHaveAttribute("action", "/search");
  });

  it("links a signed-in shopper's account icon to /profile and favorites to its drawer", () => {
    renderHeader({ signedIn: true });
    const accountLinks = screen.getAllByRole("link", { name: "Account" });
    expect(accountLinks.length).toBeGreaterThan(0);
    for (const link of accountLinks) expect(link).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "Favorites" })).toHaveAttribute("href", "/about?panel=favorites");
  });

  it("counts a signed-in shopper's favorites in the header and the mobile menu's Wishlist", () => {
    renderHeader({ signedIn: true, favoritesCount: 3 });
    const favorites = screen.getByRole("link", { name: "Favorites, 3 items" });
    expect(favorites).toHaveAttribute("href", "/about?panel=favorites");
    expect(favorites).toHaveTextContent("3");
    expect(screen.getByRole("link", { name: "Wishlist (3)" })).toHaveAttribute("href", "/about?panel=favorites");
  });

  it("shows no favorites count when there is none to show (signed out, or the list failed to load)", () => {
    renderHeader({ signedIn: true, favoritesCount: null });
    expect(screen.getByRole("link", { name: "Favorites" })).not.toHaveTextContent(/\d/);
    expect(screen.getByRole("link", { name: "Wishlist" })).toBeInTheDocument();
  });

  it("falls back to the company name when there is no logo", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Maison Lumière, home" })).toHaveTextContent("Maison Lumière");
  });

  it("shows only Continue shopping on checkout pages", () => {
    renderHeader({ variant: "checkout" }, "/checkout");
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/shop-all");
    expect(screen.queryByRole("search")).toBeNull();
    expect(screen.queryByRole("link", { name: /Cart/ })).toBeNull();
    expect(screen.queryByText("Shop")).toBeNull();
  });
});
