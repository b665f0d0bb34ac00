import { Link } from "@remix-run/react";
import { useState } from "react";

import type { MenuNode } from "~/lib/menu-tree";

import { MenuPanelLinks } from "./MenuPanelLinks";

/** Spec 2 "Menu behaviour": `<details>` so a panel opens without JavaScript; with it the overlay, a link or Escape (Header) closes it. */
export function MainMenu({ items }: { items: MenuNode[] }) {
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <nav className="main-menu" aria-label="Main">
      <ul className="main-menu__list">
        {items.map((item) =>
          item.isTitle ? (
            <li key={item.id} className="main-menu__item">
              <details
                name="main-menu"
                open={openId === item.id}
                onToggle={(event) => {
                  const isOpen = event.currentTarget.open;
                  setOpenId((current) => (isOpen ? item.id : current === item.id ? null : current));
                }}
              >
                <summary className="main-menu__tab">{item.title}</summary>
                <div className="menu-panel">
                  <MenuPanelLinks items={item.children} onNavigate={() => setOpenId(null)} />
                </div>
              </details>
            </li>
          ) : (
            <li key={item.id} className="main-menu__item">
              <Link to={item.url ?? "/"} className="main-menu__tab" onClick={() => setOpenId(null)}>
                {item.title}
              </Link>
            </li>
          ),
        )}
      </ul>
      {openId !== null ? (
        <button type="button" className="menu-overlay" aria-label="Close menu" tabIndex={-1} onClick={() => setOpenId(null)} />
      ) : null}
    </nav>
  );
}
