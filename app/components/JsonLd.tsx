import { jsonForScript } from "~/lib/json-script";

import { useNonce } from "./Nonce";

/** Not in the route's `meta`: Remix's <Meta> cannot give it the CSP nonce, and no inline script of the store goes without one. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
