import { createContext, useContext } from "react";

// Browsers blank a nonce attribute but keep the property; React re-rendering <head> needs it, hence suppressHydrationWarning.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

let pageNonce: string | undefined;

export function useNonce(): string {
  const provided = useContext(NonceContext);
  if (provided || typeof document === "undefined") return provided;
  pageNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  return pageNonce;
}
