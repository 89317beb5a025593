import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { getInstance } from "./i18n/i18next.server";
import { CspNonceContext, cspNonceContext } from "./lib/csp-nonce";

export const streamTimeout = 5_000;

// React Router's default web entry, with two changes: the page renders with the i18next instance the
// root middleware created for this request, so the server speaks the user's language; and every inline
// script (React's, React Router's) carries the nonce of the Content-Security-Policy the web Worker sends.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const nonce = loadContext.get(cspNonceContext);

  const body = await renderToReadableStream(
    <I18nextProvider i18n={getInstance(loadContext)}>
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>
    </I18nextProvider>,
    {
      signal: AbortSignal.timeout(streamTimeout + 1000),
      nonce,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
