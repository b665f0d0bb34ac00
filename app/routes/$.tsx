import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { NavLink, useLoaderData, useRouteLoaderData } from "@remix-run/react";

import { JsonLd } from "~/components/JsonLd";
import { RichText } from "~/components/RichText";
import { rewriteContentLinks } from "~/lib/content-links";
import { revalidateUnlessDrawerOrHeart } from "~/lib/drawers";
import { PUBLIC_PAGE, pageHeaders } from "~/lib/http-cache";
import type { RouteHandle } from "~/lib/layout";
import { seo, withErrorMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { isExternalHref } from "~/lib/external-href";
import { isNotFoundPage } from "~/lib/not-found";
import type { loader as rootLoader } from "~/root";
import { getPage } from "~/services/content.server";
import { env } from "~/services/env.server";

/** A page slug is one path segment of letters, digits and dashes; anything else is not a page. */
const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;

export const handle: RouteHandle = { layout: "content" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = (params["*"] ?? "").replace(/\/+$/, "");
  // /404 is where a maintenance window sends every page (spec 8): it is drawn without asking the API for a page.
  if (!PAGE_SLUG.test(slug) || isNotFoundPage(`/${slug}`)) throw data({ message: "This page could not be found" }, { status: 404 });
  const page = await getPage(request, slug.toLowerCase());
  return data(
    {
      slug: page.slug,
      title: page.mixedTranslation.title ?? page.slug,
      html: rewriteContentLinks(page.mixedTranslation.content ?? "", `/${slug}`),
      metaTitle: page.mixedTranslation.meta_title ?? null,
      metaDescription: page.mixedTranslation.meta_description ?? null,
      structuredData: breadcrumbJsonLd([
        { name: "Home", url: `${env.SITE_URL}/` },
        { name: page.mixedTranslation.title ?? page.slug, url: `${env.SITE_URL}/${page.slug}` },
      ]),
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = withErrorMeta(({ data: page, matches, location }) => {
  const shell = matches.find((match) => match.id === "root")?.data;
  const siteName = shell?.settings.companyName ?? "Fine jewelry";
  if (!page) return [{ title: `Page not found | ${siteName}` }];
  return seo({
    title: page.metaTitle ?? page.title,
    description: page.metaDescription,
    siteName,
    siteUrl: shell?.siteUrl ?? "",
    image: shell?.settings.shareImage,
    path: location.pathname,
  });
});

export const shouldRevalidate = revalidateUnlessDrawerOrHeart;

export default function ContentPage() {
  const page = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const info = shell?.menus.info ?? [];

  return (
    <div className="container content-layout">
      <JsonLd data={page.structuredData} />
      {info.length > 0 ? (
        <nav className="side-menu" aria-label="Information">
          <ul>
            {info.map((item) => (
              <li key={item.id}>
                {item.url && isExternalHref(item.url) ? (
                  // Another site (or `//host`): a plain link; the router would try to resolve it as a path of this store.
                  <a href={item.url}>{item.title}</a>
                ) : (
                  <NavLink to={item.url ?? "/"} prefetch="intent">
                    {item.title}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <article className="content-page">
        <h1 className="content-page__title">{page.title}</h1>
        <RichText html={page.html} />
      </article>
    </div>
  );
}
