import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the document being rendered, for its
 * inline <script> and <style> elements (services/security-headers.server.ts).
 * The server provides it (entry.server.tsx). In the browser it stays empty:
 * a browser hides a nonce attribute's value from the page, where it reads as
 * "", so "" is what hydration compares with and finds.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
