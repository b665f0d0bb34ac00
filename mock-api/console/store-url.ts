/**
 * Where the storefront is, for the console's links into it: the e-mailed
 * verification and recovery links, order tracking, signing in. The mock does
 * not otherwise know the store (the store sends its own return addresses), so
 * it is configured: `npm start` and the end-to-end run pass the store's
 * SITE_URL to startMockApi(); the mock on its own reads STORE_URL, and
 * defaults to the store's own default address.
 */
export const DEFAULT_STORE_URL = "http://localhost:3000";

let configured: string | null = null;

/** An http(s) URL without its trailing slash; throws a message naming the variable otherwise. */
export function storeUrlFrom(raw: string, name = "STORE_URL"): string {
  let url: URL | null = null;
  try {
    url = new URL(raw.trim());
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`${name} must be an http:// or https:// URL, not ${JSON.stringify(raw)}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** Sets the store's address; undefined leaves STORE_URL or the default. */
export function configureStoreUrl(raw: string | undefined, name?: string): void {
  configured = raw === undefined || raw.trim() === "" ? null : storeUrlFrom(raw, name);
}

export function storeUrl(): string {
  if (configured !== null) return configured;
  const fromEnv = process.env.STORE_URL;
  return fromEnv && fromEnv.trim() !== "" ? storeUrlFrom(fromEnv) : DEFAULT_STORE_URL;
}
