import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, type WebBindings } from "./app/lib/cloudflare-context";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request: Request, env: WebBindings, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    const { pathname } = new URL(request.url);
    // Browser calls to /v1 go straight to the API Worker: same origin, so the session cookie follows.
    if (pathname === "/v1" || pathname.startsWith("/v1/")) return env.API.fetch(request);
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    return handleRequest(request, context);
  },
};
