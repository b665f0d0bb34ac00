import { Form, NavLink } from "@remix-run/react";

/** The account area's pages (spec 2 "Account area"), on every one of them; the current one is marked. */
export const ACCOUNT_PAGES = [
  { to: "/profile", label: "Profile" },
  { to: "/profile/addresses", label: "Addresses" },
  { to: "/profile/payment-methods", label: "Payment methods" },
  { to: "/orders", label: "Order history" },
  { to: "/favorites", label: "Favorites" },
] as const;

export function AccountNav() {
  return (
    <nav className="account__nav" aria-label="Account">
      {ACCOUNT_PAGES.map((page) => (
        <NavLink key={page.to} to={page.to} end={page.to === "/profile"}>
          {page.label}
        </NavLink>
      ))}
      <Form method="post" action="/sign-out">
        <button type="submit" className="text-link link-button">
          Sign out
        </button>
      </Form>
    </nav>
  );
}
