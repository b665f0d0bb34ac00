// Security: an e-mailed token link is a secret, so it redirects to a tokenless page with the token in a path-scoped
// cookie; logs keep only the route pattern, and no third party or referrer sees either page.
export const EMAIL_LINKS = {
  verification: { cookie: "__verify_link", cookiePath: "/verify", page: "/verify" },
  recovery: { cookie: "__recovery_link", cookiePath: "/recover-password", page: "/recover-password/new" },
} as const;

export type EmailLink = keyof typeof EMAIL_LINKS;

// `/recover-password/new` is the tokenless page; tokens are 8+ characters.
const TOKEN_PATH = /^(\/+(?:verify|recover-password(?!\/+new\/*$)))\/[^/?#]+/i;
export function isTokenPage(pathname: string): boolean {
  return /^\/+(?:verify(?:\/|$)|recover-password\/)/i.test(pathname);
}

export function withoutToken(pathname: string): string {
  return pathname.replace(TOKEN_PATH, "$1/[token]");
}
