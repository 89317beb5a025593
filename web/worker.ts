import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, type WebBindings } from "./app/lib/cloudflare-context";
import { drawCspNonce } from "../domain/http/csp-nonce";
import { cspNonceContext } from "./app/lib/csp-nonce";
import { isCrossOriginAction, withSecurityHeaders } from "./app/lib/security-headers";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request: Request, env: WebBindings, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    const { pathname } = new URL(request.url);
    // Browser calls to /v1 go straight to the API Worker: same origin, so the session cookie follows.
    // It makes its own cross-origin checks and sets its own headers.
    if (pathname === "/v1" || pathname.startsWith("/v1/")) return env.API.fetch(request);
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
