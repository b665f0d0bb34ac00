import { Link, useLocation } from "@remix-run/react";

import type { CartLine } from "~/lib/cart-line";
import type { CartActionResult } from "~/lib/cart-notice";
import { type DrawerName, activeDrawer, closeDrawerHref } from "~/lib/drawers";
import type { FavoriteCardData } from "~/lib/favorite-card";
import { lazyPart } from "~/lib/lazy-part";

import type { ExpressChoice } from "./checkout/ExpressCheckout";
import { CartNotice } from "./CartNotice";
import { Drawer } from "./Drawer";
import { type EmailUsLabels, useSiteForms } from "./SiteForms";

// The drawers' contents (3 KB gzip) load lazily too: most visits never open a drawer.
const CartContents = lazyPart(() => import("./CartContents").then((m) => m.CartContents));
const FavoritesList = lazyPart(() => import("./FavoritesList").then((m) => m.FavoritesList));

type Props = {
  signedIn: boolean;
  cart: { lines: CartLine[]; subtotal: number; shippingNote: string | null; digitalOnly: boolean; failed: boolean; delayNotice: string | null };
  express: ExpressChoice[];
  emailUs: EmailUsLabels;
  contactEmail: string | null;
  /** Cleaned on the server (`safeHtml`). */
  loginFooterHtml: string | null;
  favorites: { failed: boolean; count: number | null; drawer: FavoriteCardData[] } | null;
  cartNotice: CartActionResult | null;
};

/** Spec 2's five drawers, one open at a time, chosen by the URL. */
export function AppDrawers({ signedIn, cart, express, emailUs, contactEmail, loginFooterHtml, favorites, cartNotice }: Props) {
  const location = useLocation();
  const { SignInForm, EmailUsForm, TrackOrderForm } = useSiteForms();
  const search = new URLSearchParams(location.search);
  const active = activeDrawer(search, signedIn);
  // After signing in, back to the page asked for, or else the page the drawer opened on.
  const afterSignIn = search.get("redirect") ?? closeDrawerHref(location.pathname, location.search);
  const isOpen = (name: DrawerName) => active === name;

  return (
    <>
      <Drawer name="cart" title="Your cart" open={isOpen("cart")}>
        <CartNotice notice={cartNotice} />
        <CartContents lines={cart.lines} subtotal={cart.subtotal} shippingNote={cart.shippingNote} digitalOnly={cart.digitalOnly} failed={cart.failed} delayNotice={cart.delayNotice} express={express} />
      </Drawer>

      <Drawer name="sign-in" title="Sign in" open={isOpen("sign-in")}>
        <p className="drawer__lead">Sign in to see your orders, saved addresses and favorites.</p>
        {isOpen("sign-in") ? <SignInForm redirect={afterSignIn} /> : null}
        <p>
          New here? <Link to="/sign-up">Create an account</Link>
        </p>
        {loginFooterHtml ? <div className="rich-text small" dangerouslySetInnerHTML={{ __html: loginFooterHtml }} /> : null}
      </Drawer>

      <Drawer name="favorites" title="My favorites" open={isOpen("favorites")}>
        {favorites ? <FavoritesList cards={favorites.drawer} failed={favorites.failed} headingLevel={3} compact /> : null}
        {favorites && !favorites.failed && favorites.drawer.length > 0 ? (
          <div className="drawer__footer">
            <Link to="/favorites" className="button button--block">
              {favorites.count !== null && favorites.count > favorites.drawer.length ? `See all ${favorites.count} favorites` : "Go to my favorites"}
            </Link>
          </div>
        ) : null}
      </Drawer>

      <Drawer name="email-us" title={emailUs.title} open={isOpen("email-us")}>
        <p className="drawer__lead">{emailUs.subTitle}</p>
        {/* Mounted as long as the drawer is (spec 4 "Forms"): the thank-you stays through the closing transition and is gone 500 ms after. */}
        <EmailUsForm labels={emailUs} />
        {contactEmail ? (
          <p className="small">
            Or write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        ) : null}
      </Drawer>

      <Drawer name="track-order" title="Track your order" open={isOpen("track-order")}>
        <p className="drawer__lead">Find your order with its number, the email you used and your billing ZIP code.</p>
        {isOpen("track-order") ? <TrackOrderForm id="track-order-drawer" /> : null}
      </Drawer>
    </>
  );
}
