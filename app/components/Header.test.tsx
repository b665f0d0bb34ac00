// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";

import { MENU_RESIZE_DEBOUNCE_MS } from "~/lib/menu-layout";
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
  // The menus and the search load after the page (lib/lazy-part.tsx): once loaded, each later render has them at once.
  beforeAll(async () => {
    const { unmount } = renderHeader();
    await screen.findByRole("search");
    await screen.findByRole("navigation", { name: "Main" });
    await screen.findByRole("navigation", { name: "Mobile", hidden: true });
    unmount();
  });

  it("names one piece in the bag in the singular", () => {
    renderHeader({ cartCount: 1 });
    expect(screen.getByRole("link", { name: "Cart, 1 item" })).toHaveAttribute("href", "/about?panel=cart");
  });

  it("shows the menu, search, account, favorites and cart with its count", () => {
    renderHeader();
    expect(screen.getAllByText("Shop").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: "About" })[0]).toHaveAttribute("href", "/about");
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/about?panel=cart");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/about?drawer=1");
    expect(screen.getByRole("link", { name: "Favorites" })).toHaveAttribute("href", "/about?drawer=1");
    expect(screen.getByRole("search")).toHaveAttribute("action", "/search");
  });

  it("gives each icon link words a text browser reads (it reads no aria-label), and the count only once", () => {
    renderHeader({ favoritesCount: 2 });
    const banner = screen.getByRole("banner");
    const text = (name: string) => within(banner).getByRole("link", { name }).textContent;
    expect(text("Cart, 3 items")).toBe("Cart, 3 items");
    expect(text("Favorites, 2 items")).toBe("Favorites, 2 items");
    expect(text("Sign in")).toBe("Sign in");
    // The badge draws its number with CSS: the count is shown, not written twice.
    expect(within(banner).getByRole("link", { name: "Cart, 3 items" }).querySelector(".badge")).toHaveAttribute("data-count", "3");
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
    // Spec 2: only the link, not even the logo.
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.queryByRole("img")).toBeNull();
  });

  describe("Escape closes the open disclosure and puts the focus back on its toggle", () => {
    const escape = (from: Element = document.activeElement ?? document.body) => fireEvent.keyDown(from, { key: "Escape" });

    it("a panel of the main menu, and its overlay goes", async () => {
      renderHeader();
      const shop = within(screen.getByRole("navigation", { name: "Main" })).getByText("Shop");
      fireEvent.click(shop);
      expect(shop.closest("details")).toHaveAttribute("open");
      await screen.findByRole("button", { name: "Close menu" });
      within(shop.closest("details")!).getByRole("link", { name: /Rings/ }).focus();

      escape();
      expect(shop.closest("details")).not.toHaveAttribute("open");
      expect(shop).toHaveFocus();
      await waitFor(() => expect(screen.queryByRole("button", { name: "Close menu" })).toBeNull());
    });

    it("the search panel, from its text box", () => {
      const { container } = renderHeader();
      const search = container.querySelector<HTMLDetailsElement>("details.header-search")!;
      search.open = true;
      escape(screen.getByLabelText("Search products"));
      expect(search.open).toBe(false);
      expect(screen.getByLabelText("Search")).toHaveFocus();
    });

    it("the mobile menu, from anywhere in it, and by no other key", () => {
      const { container } = renderHeader();
      const mobile = container.querySelector<HTMLDetailsElement>("details.mobile-menu")!;
      mobile.open = true;
      const cart = within(mobile).getByRole("link", { name: /Cart/ });
      fireEvent.keyDown(cart, { key: "Enter" });
      expect(mobile.open).toBe(true);
      escape(cart);
      expect(mobile.open).toBe(false);
      expect(screen.getByLabelText("Menu")).toHaveFocus();
    });

    it("one opened with the mouse, the focus left on the page", () => {
      const { container } = renderHeader();
      const search = container.querySelector<HTMLDetailsElement>("details.header-search")!;
      search.open = true;
      escape(document.body);
      expect(search.open).toBe(false);
    });

    it("but not from a dialog over the page, whose Escape is its own", () => {
      const { container } = renderHeader();
      const search = container.querySelector<HTMLDetailsElement>("details.header-search")!;
      search.open = true;
      const dialog = document.body.appendChild(document.createElement("dialog"));
      escape(dialog);
      expect(search.open).toBe(true);
      escape(search);
      expect(search.open).toBe(false);
      dialog.remove();
    });
  });

  describe("after a resize (spec 9: the menu is recalculated 50 ms after)", () => {
    const resizeTo = (width: number) => {
      Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
      window.dispatchEvent(new Event("resize"));
    };
    const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
    const originalWidth = window.innerWidth;
    afterEach(() => {
      vi.useRealTimers();
      Object.defineProperty(window, "innerWidth", { configurable: true, value: originalWidth });
    });

    it("closes the mobile menu once the window has settled at the desktop layout", () => {
      vi.useFakeTimers();
      resizeTo(390);
      const { container } = renderHeader();
      const mobileMenu = container.querySelector<HTMLDetailsElement>("details.mobile-menu")!;
      mobileMenu.open = true;

      resizeTo(1440);
      wait(MENU_RESIZE_DEBOUNCE_MS - 1);
      expect(mobileMenu.open).toBe(true);
      wait(1);
      expect(mobileMenu.open).toBe(false);
    });

    it("waits for the resizing to stop, and keeps the mobile menu open when it ends below the breakpoint", () => {
      vi.useFakeTimers();
      resizeTo(390);
      const { container } = renderHeader();
      const mobileMenu = container.querySelector<HTMLDetailsElement>("details.mobile-menu")!;
      mobileMenu.open = true;

      resizeTo(1440);
      wait(MENU_RESIZE_DEBOUNCE_MS - 10);
      resizeTo(800);
      wait(MENU_RESIZE_DEBOUNCE_MS);
      expect(mobileMenu.open).toBe(true);
    });

    it("closes an open panel of the main menu once the window has settled at the mobile layout", async () => {
      resizeTo(1440);
      renderHeader();
      const shop = within(screen.getByRole("navigation", { name: "Main" })).getByText("Shop");
      fireEvent.click(shop);
      expect(await screen.findByRole("button", { name: "Close menu" })).toBeInTheDocument();

      vi.useFakeTimers();
      resizeTo(390);
      wait(MENU_RESIZE_DEBOUNCE_MS - 1);
      expect(screen.getByRole("button", { name: "Close menu" })).toBeInTheDocument();
      wait(1);
      expect(shop.closest("details")).not.toHaveAttribute("open");
      // The menu's state follows the panel's toggle event, which the browser fires a task later.
      act(() => void vi.runOnlyPendingTimers());
      expect(screen.queryByRole("button", { name: "Close menu" })).toBeNull();
    });
  });
});
