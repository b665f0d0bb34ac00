import { Link, useLocation } from "@remix-run/react";

import { type DrawerName, activeDrawer } from "~/lib/drawers";

import { Drawer } from "./Drawer";

type Props = {
  signedIn: boolean;
  cartCount: number;
  emailUs: { title: string; subTitle: string };
  contactEmail: string | null;
  loginFooterHtml: string | null;
};

/** The five drawers of spec 2, one open at a time, chosen by the URL. */
export function AppDrawers({ signedIn, cartCount, emailUs, contactEmail, loginFooterHtml }: Props) {
  const location = useLocation();
  const active = activeDrawer(new URLSearchParams(location.search), signedIn);
  const isOpen = (name: DrawerName) => active === name;

  return (
    <>
      <Drawer name="cart" title="Your cart" open={isOpen("cart")}>
        {cartCount === 0 ? (
          <div className="empty-state">
            <p>Your cart is empty.</p>
            <Link to="/shop-all" className="button">
              Shop now
            </Link>
          </div>
        ) : null}
        <div className="drawer__footer">
          <button type="button" className="button button--block" disabled={cartCount === 0}>
            Continue to checkout
          </button>
        </div>
      </Drawer>

      <Drawer name="sign-in" title="Sign in" open={isOpen("sign-in")}>
        <p className="drawer__lead">Sign in to see your orders, saved addresses and favorites.</p>
        <p>
          New here? <Link to="/sign-up">Create an account</Link>
        </p>
        {loginFooterHtml ? <div className="rich-text small" dangerouslySetInnerHTML={{ __html: loginFooterHtml }} /> : null}
      </Drawer>

      <Drawer name="favorites" title="My favorites" open={isOpen("favorites")}>
        <div className="empty-state">
          <p>You have no favorites yet. Tap the heart on any piece to keep it here.</p>
          <Link to="/shop-all" className="button">
            Shop now
          </Link>
        </div>
      </Drawer>

      <Drawer name="email-us" title={emailUs.title} open={isOpen("email-us")}>
        <p className="drawer__lead">{emailUs.subTitle}</p>
        {contactEmail ? (
          <p>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        ) : null}
      </Drawer>

      <Drawer name="track-order" title="Track your order" open={isOpen("track-order")}>
        <p className="drawer__lead">Find your order with its number, the email you used and your billing ZIP code.</p>
        <Link to="/track-your-order" className="button">
          Track your order
        </Link>
      </Drawer>
    </>
  );
}
