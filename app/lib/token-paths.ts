/**
 * The pages whose address is a secret: the e-mailed links' tokens
 * (`/verify/{token}`, `/recover-password/{token}`) sign their holder in or
 * reset a password. Logs and analytics keep their route pattern, no
 * third-party script runs on them, and they send no referrer to another site.
 */
const TOKEN_PATH = /^(\/+(?:verify|recover-password))\/[^/?#]+/i;

export function isTokenPage(pathname: string): boolean {
  return TOKEN_PATH.test(pathname);
}

/** The path with a token page's token replaced by `[token]`, its route pattern. */
export function withoutToken(pathname: string): string {
  return pathname.replace(TOKEN_PATH, "$1/[token]");
}
