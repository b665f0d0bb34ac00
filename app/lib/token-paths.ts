// The e-mailed links (a token verifies an e-mail or resets a password) and the pages they lead to. A link's address
// is a secret until it answers (services/email-link.server.ts): it redirects at once to its page's tokenless address,
// the token following in a cookie only those paths receive. Logs and analytics keep the link's route pattern; no
// third-party script runs on either, and neither sends a referrer to another site.
export const EMAIL_LINKS = {
  verification: { cookie: "__verify_link", cookiePath: "/verify", page: "/verify" },
  recovery: { cookie: "__recovery_link", cookiePath: "/recover-password", page: "/recover-password/new" },
} as const;

export type EmailLink = keyof typeof EMAIL_LINKS;

// `/recover-password/new` is the tokenless page, never a token: tokens are 8 characters at least.
const TOKEN_PATH = /^(\/+(?:verify|recover-password(?!\/+new\/*$)))\/[^/?#]+/i;
/** A link's address, or the tokenless page it leads to (which reads the token from its cookie): not the request form. */
export function isTokenPage(pathname: string): boolean {
  return /^\/+(?:verify(?:\/|$)|recover-password\/)/i.test(pathname);
}

export function withoutToken(pathname: string): string {
  return pathname.replace(TOKEN_PATH, "$1/[token]");
}
