import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, type WebBindings } from "./app/lib/cloudflare-context";
import { drawCspNonce } from "#domain/http/csp-nonce";
import { PAGE_RENDER_HEADER } from "#domain/http/page-render";
import { cspNonceContext } from "./app/lib/csp-nonce";
import { isCrossOriginAction, withSecurityHeaders } from "./app/lib/security-headers";

/** A browser may not name a server render (domain/http/page-render.ts): the header is dropped. */
function withoutPageRender(request: Request) {
  if (!request.headers.has(PAGE_RENDER_HEADER)) return request;
  const forwarded = new Request(request);
  forwarded.headers.delete(PAGE_RENDER_HEADER);
  return forwarded;
}

const loadBuild = () => import("virtual:react-router/server-build");

// Given a function, React Router derives its routes and request handler from the build on every request
// (the dev server needs it, to pick up edited routes); about a tenth of a small page's time.
// A deployed build never changes: it is given once, as an object, and derived on the first request.
const developmentHandler = import.meta.env.DEV ? createRequestHandler(loadBuild, import.meta.env.MODE) : undefined;
let deployedHandler: Promise<RequestHandler> | undefined;

function requestHandler(): Promise<RequestHandler> {
  if (developmentHandler) return Promise.resolve(developmentHandler);
  deployedHandler ??= loadBuild().then(
    (build) => createRequestHandler(build, import.meta.env.MODE),
    (error: unknown) => {
      deployedHandler = undefined; // the next request tries again
      throw error;
    },
  );
  return deployedHandler;
}

export default {
  async fetch(request: Request, env: WebBindings, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    const { pathname } = new URL(request.url);
    // Browser calls to /v1 go straight to the API Worker: same origin, so the session cookie follows.
    // It makes its own cross-origin checks and sets its own headers.
    if (pathname === "/v1" || pathname.startsWith("/v1/")) return env.API.fetch(withoutPageRender(request));
    const nonce = drawCspNonce();
    const dev = import.meta.env.DEV;
    // No body: the browser shows its own error page, in the user's language.
    if (isCrossOriginAction(request)) return withSecurityHeaders(new Response(null, { status: 403 }), nonce, { dev });
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    context.set(cspNonceContext, nonce);
    const handleRequest = await requestHandler();
    return withSecurityHeaders(await handleRequest(request, context), nonce, { dev });
  },
};
