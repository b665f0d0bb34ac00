import { Link } from "@remix-run/react";
import { type RefObject, useEffect, useRef, useState } from "react";

import { lazyPart } from "~/lib/lazy-part";
import { MENU_RESIZE_DEBOUNCE_MS, menuLayoutOf } from "~/lib/menu-layout";
import type { MenuNode } from "~/lib/menu-tree";

import { DrawerLink } from "./DrawerLink";
import { Icon } from "./Icon";
import { Logo } from "./Logo";

// Their code loads after the page (lib/lazy-part.tsx): till then they are the server's `<details>`, which work as they are.
const HeaderSearch = lazyPart(() => import("./HeaderSearch").then((m) => m.HeaderSearch));
const MobileMenu = lazyPart(() => import("./MobileMenu").then((m) => m.MobileMenu));
const MainMenu = lazyPart(() => import("./MainMenu").then((m) => m.MainMenu));

type Props = {
  variant: "default" | "checkout";
  companyName: string;
  logo: string | null;
  menu: MenuNode[];
  signedIn: boolean;
  /** Null when the cart failed to load: no number rather than a wrong one. */
  cartCount: number | null;
  favoritesCount: number | null;
};

/** Spec 2 "Header". At checkout only "Continue shopping" (spec 2: no logo, banner, search or cart): nothing to pull the shopper away. */
export function Header({ variant, companyName, logo, menu, signedIn, cartCount, favoritesCount }: Props) {
  const hidden = useHideOnScroll();
  const header = useRef<HTMLElement>(null);
  useCloseHiddenMenu(header);
  useEscapeCloses(header);

  if (variant === "checkout") {
    return (
      <header className="site-header site-header--checkout">
        <div className="container site-header__bar">
          <Link to="/shop-all" className="text-link">
            Continue shopping
          </Link>
        </div>
      </header>
    );
  }

  return (
    <header ref={header} className={`site-header${hidden ? " site-header--hidden" : ""}`}>
      <div className="container site-header__bar">
        <div className="site-header__start">
          <MobileMenu items={menu} signedIn={signedIn} cartCount={cartCount} favoritesCount={favoritesCount} />
          <MainMenu items={menu} />
        </div>
        <Logo src={logo} companyName={companyName} className="site-header__logo" />
        <div className="site-header__end">
          <HeaderSearch />
          {/* Spaces between the links, for a text browser: the flex row draws none. */}{" "}
          {signedIn ? (
            <Link to="/profile" className="icon-button" aria-label="Account">
              <Icon name="user" />
              <TextOnly label="Account" />
            </Link>
          ) : (
            <DrawerLink drawer="sign-in" className="icon-button" aria-label="Sign in">
              <Icon name="user" />
              <TextOnly label="Sign in" />
            </DrawerLink>
          )}{" "}
          <DrawerLink drawer={signedIn ? "favorites" : "sign-in"} className="icon-button hide-mobile" aria-label={counted("Favorites", favoritesCount)}>
            <Icon name="heart" />
            <TextOnly label={counted("Favorites", favoritesCount)} />
            {favoritesCount ? <Badge count={favoritesCount} /> : null}
          </DrawerLink>{" "}
          <DrawerLink drawer="cart" className="icon-button cart-button" aria-label={counted("Cart", cartCount)}>
            <Icon name="bag" />
            <TextOnly label={counted("Cart", cartCount)} />
            {cartCount === null ? null : <Badge count={cartCount} />}
          </DrawerLink>
        </div>
      </div>
    </header>
  );
}

const counted = (name: string, count: number | null) => (count === null ? name : `${name}, ${count} ${count === 1 ? "item" : "items"}`);

/** Text browsers read no aria-label, so this text is for them; the badge's count is drawn by CSS so it is not read twice. */
const TextOnly = ({ label }: { label: string }) => <span className="visually-hidden">{label}</span>;
const Badge = ({ count }: { count: number }) => <span className="badge" data-count={count} aria-hidden="true" />;

/** Spec 2. */
function useHideOnScroll() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      setHidden(y > last && y > 120);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return hidden;
}

/** Escape closes the open <details> disclosure and refocuses its toggle; keys in a dialog or drawer over the page are theirs. */
function useEscapeCloses(header: RefObject<HTMLElement>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const bar = header.current;
      const from = event.target as Element;
      if (event.key !== "Escape" || !bar || (from !== document.body && !bar.contains(from))) return;
      const open = from.closest<HTMLDetailsElement>("details[open]") ?? bar.querySelector<HTMLDetailsElement>("details[open]");
      if (!open) return;
      open.open = false;
      open.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [header]);
}

/** Spec 9 (menu-layout.ts). Both menus are `<details>`: closing one fires its toggle, so the main menu's state follows. */
function useCloseHiddenMenu(header: RefObject<HTMLElement>) {
  useEffect(() => {
    let layout = menuLayoutOf(window.innerWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const now = menuLayoutOf(window.innerWidth);
        if (now === layout) return;
        layout = now;
        const hidden = now === "desktop" ? ".mobile-menu[open]" : ".main-menu details[open]";
        header.current?.querySelectorAll<HTMLDetailsElement>(hidden).forEach((menu) => (menu.open = false));
      }, MENU_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [header]);
}
