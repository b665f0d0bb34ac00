import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the document, for its inline <script>
 * and <style> elements (services/security-headers.server.ts).
 *
 * The server provides it (entry.server.tsx). In the browser the page's own
 * scripts hold it: a browser hides a nonce attribute's value from the page,
 * but keeps it in the element's `nonce` property. React needs it there too:
 * when the root switches between its error boundary and a page (a 404, then
 * a link home), it renders the document's <head> again, and a new <style>
 * without the nonce would be refused, taking the fonts with it. The hidden
 * attribute reads "" while React renders the nonce, so the elements that
 * carry it say `suppressHydrationWarning` (as Remix's <Scripts> does).
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

let pageNonce: string | undefined;

export function useNonce(): string {
  const provided = useContext(NonceContext);
  if (provided || typeof document === "undefined") return provided;
  pageNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  return pageNonce;
}
