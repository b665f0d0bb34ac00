import type { ActionFunctionArgs } from "@remix-run/node";

import { walletAction } from "./wallet.server";

/** Google Pay and Apple Pay's payment sheet posts here (lib/wallet-sheet.ts); the route has no page. */
export function action({ request }: ActionFunctionArgs) {
  return walletAction(request);
}
