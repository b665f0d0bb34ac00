// Pages whose address is a secret (e-mailed tokens sign in or reset a password): logs and analytics keep the route
// pattern, no third-party script runs on them, and they send no referrer to another site.
const TOKEN_PATH = /^(\/+(?:verify|recover-password))\/[^/?#]+/i;

export function isTokenPage(pathname: string): boolean {
  return TOKEN_PATH.test(pathname);
}

export function withoutToken(pathname: string): string {
  return pathname.replace(TOKEN_PATH, "$1/[token]");
}
