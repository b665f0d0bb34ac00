import type { ActionFunctionArgs } from "@remix-run/node";

import { walletAction } from "./wallet.server";

export function action({ request }: ActionFunctionArgs) {
  return walletAction(request);
}
