import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/error-screen";
import { NotFoundScreen } from "./components/not-found-screen";
import { SnackbarRegion } from "./components/snackbar/snackbar-region";
import { getLocale, i18nextMiddleware } from "./i18n/i18next.server";
import { DEFAULT_LOCALE, isLocale } from "./i18n/languages";
import { pageTitle } from "./i18n/page-title";
import { LOCALE_COOKIE, readCookie, THEME_COOKIE } from "./lib/cookies";
import { useCspNonce } from "./lib/csp-nonce";
import { IslandScripts, islandOf } from "./lib/islands/island-scripts";
import { PreferencesProvider, usePreferencesState } from "./lib/preferences";
import { useFocusAfterNavigation } from "./lib/use-focus-after-navigation";
import { useScreenLoadTimeout } from "./lib/use-screen-load-timeout";
import { useHydrated } from "./lib/use-hydrated";
import { publicLinksOf } from "./lib/web-config.server";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware];

// The brand mark as the tab icon, inline: no extra request, no 404 for /favicon.ico.
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#e7000b"/><text x="16" y="23" font-family="Arial,sans-serif" font-size="19" font-weight="700" text-anchor="middle" fill="#fff">i</text></svg>';

// Zod compiles its parsers with `new Function` where it may, and probes for it once per page; the
// policy allows no eval (docs/decisions/0012), so each probe was reported as a violation. Set before
// any module (and any schema) loads, this turns the probe and the compilation off.
const ZOD_WITHOUT_EVAL = "globalThis.__zod_globalConfig={jitless:true};";

export const links: Route.LinksFunction = () => [
  { rel: "icon", type: "image/svg+xml", href: `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}` },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const cookies = request.headers.get("Cookie");
  const themeCookie = readCookie(cookies, THEME_COOKIE);
  const locale = getLocale(context);
  return {
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    theme: themeCookie === "dark" ? ("dark" as const) : ("light" as const),
    themeFromCookie: themeCookie === "dark" || themeCookie === "light",
    localeFromCookie: isLocale(readCookie(cookies, LOCALE_COOKIE)),
    links: publicLinksOf(context),
  };
}

export function meta({ matches, error }: Route.MetaArgs) {
  if (error) return pageTitle(matches, isRouteErrorResponse(error) && error.status === 404 ? "pages.notFound" : "pages.error");
  return pageTitle(matches, "app.tagline");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const preferences = usePreferencesState({
    theme: data?.theme ?? "light",
    locale: isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE,
    themeFromCookie: data?.themeFromCookie ?? false,
    localeFromCookie: data?.localeFromCookie ?? false,
  });
  // Marks the page as interactive: until then, buttons rendered by the server do nothing yet
  // (browser tests wait for it before clicking).
  const hydrated = useHydrated();
  const nonce = useCspNonce();
  // A page that must stay light (the public registration) is not hydrated: it loads its island instead.
  const island = islandOf(useMatches());

  return (
    <html lang={preferences.locale} className={preferences.theme === "dark" ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content={preferences.theme} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh" data-hydrated={hydrated ? "" : undefined}>
        <PreferencesProvider value={preferences}>
          {children}
          <SnackbarRegion />
        </PreferencesProvider>
        {island ? (
          <IslandScripts island={island} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useFocusAfterNavigation();
  useScreenLoadTimeout();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen />;
}
