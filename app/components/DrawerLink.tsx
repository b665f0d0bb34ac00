import { Link, useLocation } from "@remix-run/react";
import type { ComponentProps } from "react";

import { type DrawerName, drawerHref } from "~/lib/drawers";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { drawer: DrawerName };

/** A link that opens a drawer over the current page: a real URL, so it works without JavaScript. */
export function DrawerLink({ drawer, ...props }: Props) {
  const location = useLocation();
  // A drawer is the page it opens on, not a page of its own: crawlers need not follow it (robots.txt keeps it out).
  return <Link {...props} to={drawerHref(location.pathname, location.search, drawer)} rel="nofollow" preventScrollReset />;
}
