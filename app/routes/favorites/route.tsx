import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { FavoritesList } from "~/components/FavoritesList";
import { RouteError } from "~/components/RouteError";
import { revalidateUnlessDrawerToggle } from "~/lib/drawers";
import { withErrorMeta } from "~/lib/seo";

import { favoritesAction, loadFavoritesPage } from "./favorites.server";

/** Favorites need an account (spec 6): a signed-out visitor is sent to the sign-in drawer with the way back. */
export function loader({ request }: LoaderFunctionArgs) {
  return loadFavoritesPage(request);
}

/** The heart's post, from any card in the store. */
export function action({ request }: ActionFunctionArgs) {
  return favoritesAction(request);
}

export const meta: MetaFunction = withErrorMeta(() => [{ title: "My favorites" }, { name: "robots", content: "noindex" }]);

export const shouldRevalidate = revalidateUnlessDrawerToggle;

export default function Favorites() {
  const { cards, failed } = useLoaderData<typeof loader>();
  return (
    <section className="container section favorites-page">
      <h1 className="section__title">My favorites</h1>
      <FavoritesList cards={cards} failed={failed} headingLevel={2} />
    </section>
  );
}

export const ErrorBoundary = RouteError;
