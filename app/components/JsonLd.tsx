import { jsonForScript } from "~/lib/structured-data";

import { useNonce } from "./Nonce";

/**
 * A schema.org JSON-LD block. Rendered here rather than by the route's `meta`
 * because Remix's <Meta> cannot give it the CSP nonce: JSON-LD never runs,
 * but no inline script of the store goes without one.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
