/** `npm start` and e2e pass SITE_URL to startMockApi(); alone, the mock reads STORE_URL or the default. */
export const DEFAULT_STORE_URL = "http://localhost:3000";

let configured: string | null = null;

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

/** Undefined leaves STORE_URL or the default. */
export function configureStoreUrl(raw: string | undefined, name?: string): void {
  configured = raw === undefined || raw.trim() === "" ? null : storeUrlFrom(raw, name);
}

export function storeUrl(): string {
  if (configured !== null) return configured;
  const fromEnv = process.env.STORE_URL;
  return fromEnv && fromEnv.trim() !== "" ? storeUrlFrom(fromEnv) : DEFAULT_STORE_URL;
}
