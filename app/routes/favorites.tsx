import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";

import { FavoritesEmpty } from "~/components/FavoritesEmpty";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { requireUser } from "~/services/session.server";

/** Favorites need an account (spec 6). The wishlist itself is built with the cart and favorites work. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data(null, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export const meta: MetaFunction = () => [{ title: "My favorites" }, { name: "robots", content: "noindex" }];

export default function Favorites() {
  return (
    <section className="container section">
      <h1 className="section__title">My favorites</h1>
      <FavoritesEmpty />
    </section>
  );
}
