import { createContext, useContext } from "react";

// The document's CSP nonce. In the browser the page's scripts hold it: a browser hides a nonce attribute's value but
// keeps the `nonce` property. React needs it when the root switches between error boundary and page and renders
// <head> again (a <style> without it is refused, fonts and all); the hidden attribute reads "", hence the elements'
// `suppressHydrationWarning`, as Remix's <Scripts> does.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

let pageNonce: string | undefined;

export function useNonce(): string {
  const provided = useContext(NonceContext);
  if (provided || typeof document === "undefined") return provided;
  pageNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  return pageNonce;
}
