import { createRequestHandler, RouterContextProvider } from "react-router";
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

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

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
    return withSecurityHeaders(await handleRequest(request, context), nonce, { dev });
  },
};
