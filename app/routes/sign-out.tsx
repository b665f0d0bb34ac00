import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { signOut } from "~/services/auth.server";

/** Sign-out is a POST (a form in the account menu), so a link or a crawler cannot sign anyone out. */
export async function action({ request }: ActionFunctionArgs) {
  return signOut(request);
}

export function loader() {
  return redirect("/");
}
