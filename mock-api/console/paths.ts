/**
 * The API paths the storefront calls, suggested by the console's fault form. paths.test.ts checks that
 * every path of the fault matrix (tests/fault-matrix.ts) is here, so a new call shows up in both.
 */
export interface StoreApiPath {
  /** A * stands for an id or a slug. */
  path: string;
  methods: readonly string[];
  what: string;
}

export const STORE_API_PATHS: readonly StoreApiPath[] = [
  { path: "/cv", methods: ["GET"], what: "cache version, checked before cached reads" },
  { path: "/api/v1/bootstrap", methods: ["GET"], what: "settings, menus and integrations (every page)" },
  { path: "/api/v1/languages", methods: ["GET"], what: "the API's default language (startup, in the background)" },
  { path: "/api/v1/campaign-discount", methods: ["GET"], what: "campaign top bar, banner and popup" },
  { path: "/api/v1/blocks/header-top-banner", methods: ["GET"], what: "header top banner" },
  { path: "/api/v1/blocks/email-us", methods: ["GET"], what: "email-us form labels" },
  { path: "/api/v1/blocks/system-login-footer", methods: ["GET"], what: "sign-in drawer footer" },
  { path: "/api/v1/popups", methods: ["GET"], what: "marketing popup" },
  { path: "/api/v1/pages/*", methods: ["GET"], what: "content pages (about, faq, ...)" },
  { path: "/api/v1/system-entities/sitemap", methods: ["GET"], what: "/sitemap.xml" },
  { path: "/api/v1/events/frontend-event", methods: ["POST"], what: "analytics events" },
  { path: "/api/v1/filters", methods: ["GET"], what: "listing filters" },
  { path: "/api/v1/system-catalog", methods: ["GET"], what: "shop all, search, best sellers" },
  { path: "/api/v1/system-catalog/*", methods: ["GET"], what: "a category or collection listing" },
  { path: "/api/v1/collections", methods: ["GET"], what: "the home page's collections" },
  { path: "/api/v1/collections/*", methods: ["GET"], what: "a collection page's title, words and picture" },
  { path: "/api/v1/products/*", methods: ["GET"], what: "product page" },
  { path: "/api/v1/products/link-to-email", methods: ["POST"], what: "drop a hint" },
  { path: "/api/v1/questions", methods: ["POST"], what: "email-us and product questions" },
  { path: "/api/v1/subscribe", methods: ["POST"], what: "newsletter" },
  { path: "/api/v1/locations", methods: ["GET"], what: "retailer directory" },
  { path: "/api/v1/nearby-locations", methods: ["GET"], what: "store finder ZIP search" },
  { path: "/api/v1/tracking", methods: ["GET"], what: "track your order" },
  { path: "/api/v1/order-options", methods: ["GET"], what: "what an order's page lets a shopper change" },
  { path: "/api/v1/carts", methods: ["GET"], what: "the cart (header badge, drawer)" },
  { path: "/api/v1/carts/items", methods: ["POST"], what: "add to bag" },
  { path: "/api/v1/carts/items/*", methods: ["PATCH", "DELETE"], what: "change a line's quantity, remove it" },
  { path: "/api/v1/carts/*/start-checkout", methods: ["PATCH"], what: "start checkout" },
  { path: "/api/v1/carts/*", methods: ["PATCH"], what: "save a checkout step" },
  { path: "/api/v1/checkout/get-cart", methods: ["GET"], what: "every checkout step" },
  { path: "/api/v1/orders/rates", methods: ["POST"], what: "the bag's shipping estimate before an address" },
  { path: "/api/v1/shipping-rates-by-address", methods: ["POST"], what: "shipping rates for an address" },
  { path: "/api/v1/payment-methods", methods: ["GET"], what: "payment step" },
  { path: "/api/v1/payment-gateways", methods: ["GET"], what: "payment gateways (startup, in the background)" },
  { path: "/api/v1/payment-gateways/card/tokens", methods: ["POST"], what: "card number to token" },
  { path: "/api/v1/carts/bind-gift-card", methods: ["POST"], what: "apply a code or gift card" },
  { path: "/api/v1/carts/unbind-gift-card", methods: ["POST"], what: "remove a code or gift card" },
  { path: "/api/v1/carts/checkout", methods: ["POST"], what: "place the order" },
  { path: "/api/v1/checkout/get-order", methods: ["GET"], what: "order outcome after paying" },
  { path: "/api/v1/carts/checkout/express", methods: ["POST"], what: "express checkout: PayPal and Affirm's start, a wallet's payment" },
  { path: "/api/v1/carts/checkout/express/shipping", methods: ["PATCH"], what: "wallet sheet's address and rate, Affirm's after approval" },
  { path: "/api/v1/carts/checkout/paypal/*", methods: ["PATCH", "POST"], what: "PayPal express after approval" },
  { path: "/api/v1/carts/checkout/paypal/shipping-address", methods: ["PATCH"], what: "PayPal's e-mail and address, on the way back" },
  { path: "/api/v1/carts/checkout/paypal/shipping-method", methods: ["PATCH"], what: "PayPal express's shipping method" },
  { path: "/api/v1/carts/checkout/paypal/order", methods: ["POST"], what: "place the order after PayPal express" },
  { path: "/api/v1/authorizations", methods: ["POST", "DELETE"], what: "sign in, sign out" },
  { path: "/api/v1/authorizations/sign-up", methods: ["POST"], what: "sign up" },
  { path: "/api/v1/users/verify-email", methods: ["POST"], what: "/verify/{token}" },
  { path: "/api/v1/users/recover-password", methods: ["PATCH"], what: "password recovery, new password" },
  { path: "/api/v1/users", methods: ["GET", "PUT"], what: "profile" },
  { path: "/api/v1/users/change-password", methods: ["PATCH"], what: "change password" },
  { path: "/api/v1/users/subscriptions", methods: ["GET"], what: "profile newsletter" },
  { path: "/api/v1/users/addresses/shipping", methods: ["GET", "POST"], what: "address book" },
  { path: "/api/v1/users/addresses/shipping/*", methods: ["PUT", "DELETE"], what: "edit or delete an address" },
  { path: "/api/v1/users/payment-methods", methods: ["GET"], what: "saved cards" },
  { path: "/api/v1/users/payment-methods/*", methods: ["DELETE"], what: "delete a saved card" },
  { path: "/api/v1/wishlists", methods: ["GET", "POST"], what: "favorites, the heart" },
  { path: "/api/v1/orders", methods: ["GET"], what: "order history" },
  { path: "/api/v1/orders/*", methods: ["GET", "PATCH"], what: "an order and its return form; its gift message" },
  { path: "/api/v1/returns/request", methods: ["POST"], what: "request a return or repair" },
  { path: "/api/v1/*", methods: ["GET", "POST", "PUT", "PATCH", "DELETE"], what: "every API call but /cv" },
];

/** "" is any method. */
export const FAULT_METHODS = ["", "GET", "POST", "PUT", "PATCH", "DELETE"] as const;
