import { Link, useLocation } from "@remix-run/react";
import { type MouseEvent, useRef } from "react";

import type { MenuNode } from "~/lib/menu-tree";

import { DrawerLink } from "./DrawerLink";
import { Icon } from "./Icon";
import { MenuPanelLinks } from "./MenuPanelLinks";

function shut(menu: HTMLDetailsElement | null) {
  menu?.removeAttribute("open");
  menu?.querySelector("summary")?.focus();
}

type Props = { items: MenuNode[]; signedIn: boolean; cartCount: number | null; favoritesCount: number | null };

/** Spec 2: a <details> that opens without JavaScript; close and overlay are links to this page, closing in place with JS. */
export function MobileMenu({ items, signedIn, cartCount, favoritesCount }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const close = () => details.current?.removeAttribute("open");
  const closeHere = (event: MouseEvent) => {
    event.preventDefault();
    shut(details.current);
  };
  const here = `${location.pathname}${location.search}`;

  return (
    <details ref={details} className="mobile-menu">
      <summary className="icon-button" aria-label="Menu">
        <Icon name="menu" />
      </summary>
      <a href={here} className="mobile-menu__overlay" tabIndex={-1} aria-hidden="true" onClick={closeHere} />
      <div className="mobile-menu__sheet">
        <a href={here} className="icon-button mobile-menu__close" onClick={closeHere}>
          <Icon name="close" />
          <span className="visually-hidden">Close menu</span>
        </a>
        <nav aria-label="Mobile">
          <ul className="mobile-menu__list">
            {items.map((item) => (
              <li key={item.id}>
                {item.isTitle ? (
                  <details className="mobile-menu__group">
                    <summary>
                      {item.title}
                      <Icon name="chevron" size={18} />
                    </summary>
                    <MenuPanelLinks items={item.children} onNavigate={close} />
                  </details>
                ) : (
                  <Link to={item.url ?? "/"} onClick={close}>
                    {item.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-menu__actions">
          {signedIn ? (
            <Link to="/profile" onClick={close}>
              <Icon name="user" /> Account
            </Link>
          ) : (
            <DrawerLink drawer="sign-in" onClick={close}>
              <Icon name="user" /> Account
            </DrawerLink>
          )}
          <DrawerLink drawer="cart" onClick={close}>
            <Icon name="bag" /> Cart{cartCount === null ? null : ` (${cartCount})`}
          </DrawerLink>
          <DrawerLink drawer={signedIn ? "favorites" : "sign-in"} onClick={close}>
            <Icon name="heart" /> Wishlist{favoritesCount === null ? null : ` (${favoritesCount})`}
          </DrawerLink>
        </div>
      </div>
    </details>
  );
}
