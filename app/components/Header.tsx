import { Link } from "@remix-run/react";
import { type RefObject, useEffect, useRef, useState } from "react";

import { MENU_RESIZE_DEBOUNCE_MS, menuLayoutOf } from "~/lib/menu-layout";
import type { MenuNode } from "~/lib/menu-tree";

import { DrawerLink } from "./DrawerLink";
import { HeaderSearch } from "./HeaderSearch";
import { Icon } from "./Icon";
import { Logo } from "./Logo";
import { MainMenu } from "./MainMenu";
import { MobileMenu } from "./MobileMenu";

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

/** Spec 2 "Header". At checkout only the logo and "Continue shopping": nothing to pull the shopper away. */
export function Header({ variant, companyName, logo, menu, signedIn, cartCount, favoritesCount }: Props) {
  const hidden = useHideOnScroll();
  const header = useRef<HTMLElement>(null);
  useCloseHiddenMenu(header);

  if (variant === "checkout") {
    return (
      <header className="site-header site-header--checkout">
        <div className="container site-header__bar">
          <Logo src={logo} companyName={companyName} />
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
          {signedIn ? (
            <Link to="/profile" className="icon-button" aria-label="Account">
              <Icon name="user" />
            </Link>
          ) : (
            <DrawerLink drawer="sign-in" className="icon-button" aria-label="Sign in">
              <Icon name="user" />
            </DrawerLink>
          )}
          <DrawerLink
            drawer={signedIn ? "favorites" : "sign-in"}
            className="icon-button hide-mobile"
            aria-label={favoritesCount === null ? "Favorites" : `Favorites, ${favoritesCount} items`}
          >
            <Icon name="heart" />
            {favoritesCount ? (
              <span className="badge" aria-hidden="true">
                {favoritesCount}
              </span>
            ) : null}
          </DrawerLink>
          <DrawerLink drawer="cart" className="icon-button cart-button" aria-label={cartCount === null ? "Cart" : `Cart, ${cartCount} items`}>
            <Icon name="bag" />
            {cartCount === null ? null : (
              <span className="badge" aria-hidden="true">
                {cartCount}
              </span>
            )}
          </DrawerLink>
        </div>
      </div>
    </header>
  );
}

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
