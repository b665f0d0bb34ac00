import { Link } from "@remix-run/react";

import type { MenuNode } from "~/lib/menu-tree";

export function MenuPanelLinks({ items, onNavigate }: { items: MenuNode[]; onNavigate: () => void }) {
  return (
    <ul className="menu-panel__grid">
      {items.map((child) => (
        <li key={child.id}>
          <Link to={child.url ?? "/"} className="menu-panel__link" onClick={onNavigate}>
            {child.icon ? <img src={child.icon} alt="" width="56" height="56" loading="lazy" /> : null}
            <span>{child.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
