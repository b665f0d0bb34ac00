import { Link } from "@remix-run/react";
import { useRef } from "react";

import type { MenuNode } from "~/lib/menu-tree";

import { DrawerLink } from "./DrawerLink";
import { Icon } from "./Icon";
import { MenuPanelLinks } from "./MenuPanelLinks";

type Props = { items: MenuNode[]; signedIn: boolean; cartCount: number | null; favoritesCount: number | null };

/** A `<details>` disclosure, so it opens without JavaScript; it repeats the header's buttons (spec 2). */
export function MobileMenu({ items, signedIn, cartCount, favoritesCount }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute("open");

  return (
    <details ref={details} className="mobile-menu">
      <summary className="icon-button" aria-label="Menu">
        <Icon name="menu" />
      </summary>
      <div className="mobile-menu__sheet">
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
