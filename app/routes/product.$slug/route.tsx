import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";

import { FavoriteButton } from "~/components/FavoriteButton";
import { JsonLd } from "~/components/JsonLd";
import { LiveChatLink } from "~/components/LiveChatLink";
import { Price } from "~/components/Price";
import { RichText } from "~/components/RichText";
import { AddToBag } from "~/components/product/AddToBag";
import { Gallery } from "~/components/product/Gallery";
import { MaterialPicker } from "~/components/product/MaterialPicker";
import { lazyPart } from "~/lib/lazy-part";
import { ShareLinks } from "~/components/product/ShareLinks";
import { SizeGuide } from "~/components/product/SizeGuide";
import { RouteError } from "~/components/RouteError";
import type { Commerce } from "~/lib/commerce-events";
import { revalidateUnlessDrawerOrHeart } from "~/lib/drawers";
import { tellProductView } from "~/lib/integrations-bus";
import type { RouteHandle } from "~/lib/layout";
import { productHref } from "~/lib/product-card";
import { CURRENCY, analyticsPrice } from "~/lib/money";
import { PUBLIC_PAGE, pageHeaders } from "~/lib/http-cache";
import { seo, withErrorMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";

import { env } from "~/services/env.server";
import { companyNameOf, getBootstrap } from "~/services/site.server";

import { loadProductPage, productFormsAction, productStructuredData } from "./product.server";

const HintForm = lazyPart(() => import("./product.form").then((m) => m.HintForm));
const QuestionForm = lazyPart(() => import("./product.form").then((m) => m.QuestionForm));
const GiftRecipientFields = lazyPart(() => import("./product.form").then((m) => m.GiftRecipientFields));

/** The store's name until the shell has loaded it. */
const SITE_NAME = "Fine jewelry";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [page, { settings }] = await Promise.all([loadProductPage(request, params.slug ?? ""), getBootstrap(request)]);
  // The variants and the terms are for the product data alone.
  const { variants: _variants, terms: _terms, ...shown } = page;
  return data({ ...shown, structuredData: productStructuredData(page, env.SITE_URL, companyNameOf(settings)) }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return productFormsAction(request, params.slug ?? "");
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = withErrorMeta(({ data: page, matches }) => {
  const shell = matches.find((match) => match.id === "root")?.data;
  const siteName = shell?.settings.companyName ?? SITE_NAME;
  if (!page) return [{ title: `Page not found | ${siteName}` }];
  const siteUrl = shell?.siteUrl ?? "";
  const path = `/product/${page.slug}`;
  return [
    ...seo({
      title: page.metaTitle ?? page.title,
      description: page.metaDescription ?? page.description,
      siteName,
      siteUrl,
      path,
      image: page.images[0] ? { url: page.images[0].url, alt: page.images[0].alt } : shell?.settings.shareImage,
    }).map((tag) => ("property" in tag && tag.property === "og:type" ? { property: "og:type", content: "product" } : tag)),
    { property: "product:price:amount", content: page.configuration.price.toFixed(2) },
    { property: "product:price:currency", content: "USD" },
  ];
});

export const shouldRevalidate = revalidateUnlessDrawerOrHeart;

type ProductPage = Awaited<ReturnType<typeof loadProductPage>>;

function commerceOf(page: Omit<ProductPage, "variants" | "terms">): Commerce {
  return {
    lines: [
      {
        productId: page.id,
        sku: page.configuration.sku,
        name: page.title,
        // Named as the bag's lines name it (commerceLineOf): the pixel's events agree on a piece's category.
        category: page.category?.slug ?? null,
        price: page.configuration.price,
        quantity: 1,
      },
    ],
    currency: CURRENCY,
  };
}

export const handle: RouteHandle = {
  analytics: (page: Omit<ProductPage, "variants" | "terms">) => ({
    product_id: page.id,
    product_configuration_id: page.configuration.id,
    product_sku: page.configuration.sku,
    product_price: analyticsPrice(page.configuration.price),
  }),
};

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  // A sold-out configuration's way forward (AddToBag's "Ask about this piece" link): the question, open and written.
  const asked = !page.configuration.inStock;
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const siteUrl = shell?.siteUrl ?? "";
  const url = `${siteUrl}${productHref(page.slug, page.configuration.sku, page.isDefault ? page.configuration.sku : null)}`;

  // Spec 4: the pixel's ViewContent (and the e-mail platform's "Viewed Product"), once per piece and material shown.
  useEffect(() => {
    tellProductView(commerceOf(page));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page.id, page.configuration.id]);

  return (
    <div className="container product-page">
      <JsonLd data={page.structuredData} />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {page.category ? (
            <li>
              <Link to={page.category.href}>{page.category.title}</Link>
            </li>
          ) : null}
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <div className="product-page__grid">
        <Gallery images={page.images} />
        <div className="product-info">
          <div className="product-info__head">
            <h1 className="product-info__title">{page.title}</h1>
            <FavoriteButton slug={page.slug} sku={page.configuration.sku} title={page.title} className="product-info__heart" />
          </div>
          <Price price={page.configuration.price} compareAt={page.configuration.compareAt} />
          <p className="product-info__sku small">Style {page.configuration.sku}</p>
          <MaterialPicker groups={page.groups} />
          <AddToBag key={page.configuration.id} configuration={page.configuration} sizes={page.sizes} recipientFields={page.digital ? GiftRecipientFields : undefined} notice={shell?.cartNotice ?? null} />
          {page.resizing ? <p className="small product-info__resizing">{page.resizing}</p> : null}
          <ShareLinks url={url} title={page.title} />

          <div className="accordion">
            <details open>
              <summary>Description</summary>
              <p>{page.description}</p>
            </details>
            {page.detailsHtml ? (
              <details>
                <summary>Details</summary>
                <RichText html={page.detailsHtml} />
              </details>
            ) : null}
            {page.digital ? null : (
              <details>
                <summary>Size guide</summary>
                <SizeGuide guide={page.sizeGuide} />
              </details>
            )}
            <details open={posted?.intent === "hint" || undefined}>
              <summary>Drop a hint</summary>
              <HintForm />
            </details>
            <details id="ask-question" open={posted?.intent === "question" || asked || undefined}>
              <summary>Ask a question</summary>
              <QuestionForm about={asked ? page.title : undefined} />
            </details>
          </div>
          <p className="product-info__chat">
            Prefer to talk it through?{" "}
            <LiveChatLink />
          </p>
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteError;
