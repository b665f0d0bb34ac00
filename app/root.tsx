import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";

import { AppDrawers } from "~/components/AppDrawers";
import { Announcements } from "~/components/Announcements";
import { lazyPart, usePreloadForms } from "~/lib/lazy-part";
import { Header } from "~/components/Header";
import { Integrations } from "~/components/Integrations";
import { MarketingPopups } from "~/components/MarketingPopups";
import { useNonce } from "~/components/Nonce";
import { PageAlert } from "~/components/PageAlert";
import { PageAnalytics } from "~/components/PageAnalytics";
import { PageScroll } from "~/components/PageScroll";
import { ProgressBar } from "~/components/ProgressBar";
import { PromotionBanner } from "~/components/PromotionBanner";
import { RouteError, RouteModuleFailed } from "~/components/RouteError";
import { SiteFormsProvider } from "~/components/SiteForms";
import { ThirdPartyGate } from "~/components/ThirdPartyGate";
import { revalidateUnlessDrawerToggle } from "~/lib/drawers";
import { DOCUMENT_INLINE } from "~/lib/document-inline.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { type RouteHandle, layoutOf } from "~/lib/layout";
import { withErrorMeta } from "~/lib/seo";
import { loadShell } from "~/services/shell.server";
import { SITE_FORMS } from "~/site-forms";
import appCss from "~/styles/app.css";
import { preloadFonts } from "~/styles/fonts";

// Server-rendered at once; its code (0.7 KB gzip) comes with the drawers' at first intent (lib/lazy-part.tsx).
const Footer = lazyPart(() => import("~/components/Footer").then((m) => m.Footer));

export const links: LinksFunction = () => [
  ...preloadFonts.map((href) => ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" as const })),
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { setCookie, ...shell } = await loadShell(request);
  const headers = new Headers();
  // The shell shows the shopper's things: no page under it may be shared (lib/http-cache.ts pageHeaders).
  if (shell.personal) headers.set("Cache-Control", PRIVATE_NO_STORE);
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return data(shell, { headers });
}

/** A route without its own declaration is private. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

export const meta: MetaFunction<typeof loader> = withErrorMeta(({ data: shell }) => [
  { title: shell?.settings.companyName ?? "Fine jewelry" },
]);

export const shouldRevalidate = revalidateUnlessDrawerToggle;

const INLINE = DOCUMENT_INLINE ?? { fontFaceCss: "", lateBoot: "" };

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const layout = layoutOf(matches as Array<{ handle?: RouteHandle }>);
  const nonce = useNonce();
  // A mark that the page is interactive, for anyone (tests included) who needs to know.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  usePreloadForms();

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ee" />
        <Meta />
        <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: INLINE.fontFaceCss }} />
        <Links />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: INLINE.lateBoot }} />
      </head>
      <body>
        <SiteFormsProvider value={SITE_FORMS}>
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <ProgressBar />
          {shell && layout !== "empty" ? (
            <>
              {layout !== "checkout" ? (
                <Announcements topBarText={shell.campaign.topBarText} topBanner={shell.campaign.topBanner} />
              ) : null}
              <Header
                variant={layout === "checkout" ? "checkout" : "default"}
                companyName={shell.settings.companyName}
                logo={shell.settings.desktopLogo}
                menu={shell.menus.header}
                signedIn={Boolean(shell.user)}
                cartCount={shell.cartCount}
                favoritesCount={shell.favorites?.count ?? null}
              />
            </>
          ) : null}
          <main id="main" className="site-main">
            {shell && layout !== "empty" && layout !== "checkout" ? <PromotionBanner banner={shell.campaign.promotionBanner} /> : null}
            {shell ? <ThirdPartyGate integrations={shell.integrations}>{children}</ThirdPartyGate> : children}
          </main>
          {/* Spec 2 changes only the header at checkout: its footer keeps help, returns and contact in reach. */}
          {shell && layout !== "empty" ? (
            <Footer
              menu={shell.menus.footer}
              companyName={shell.settings.companyName}
              logo={shell.settings.footerLogo}
              socialLinks={shell.settings.socialLinks}
              year={shell.year}
            />
          ) : null}
          {shell && layout !== "empty" && layout !== "checkout" ? (
            <>
              <AppDrawers
                signedIn={Boolean(shell.user)}
                cart={shell.cart}
                express={shell.express}
                emailUs={shell.emailUs}
                contactEmail={shell.settings.contactEmail}
                loginFooterHtml={shell.loginFooterHtml}
                favorites={shell.favorites}
                cartNotice={shell.cartNotice}
              />
              <PageAlert />
              <MarketingPopups popups={shell.popups} />
            </>
          ) : null}
          <PageAnalytics />
          {shell ? <Integrations integrations={shell.integrations} storeEvents={shell.storeEvents} /> : null}
          <ScrollRestoration nonce={nonce} />
          <PageScroll />
          <Scripts nonce={nonce} />
        </SiteFormsProvider>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = RouteError;

/** Rendered only where a route's module failed to load: it throws that failure to ErrorBoundary. */
export const HydrateFallback = RouteModuleFailed;
