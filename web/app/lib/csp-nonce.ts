import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/**
 * The Content-Security-Policy nonce of this request, drawn by the web Worker (web/worker.ts): the
 * server entry hands it to React Router, which puts it on every inline script it writes, and to the
 * page's own components through `useCspNonce`.
 */
export const cspNonceContext = createContext<string>();

/** Set by the server entry (entry.server.tsx). */
export const CspNonceContext = createReactContext<string | undefined>(undefined);

/**
 * The nonce to put on inline scripts and styles. In the browser it is read back from the page's
 * scripts (the `nonce` property keeps it, the attribute is blanked), so hydration renders the same
 * attribute the server did and React finds nothing to patch.
 */
export function useCspNonce(): string | undefined {
  const serverNonce = useContext(CspNonceContext);
  if (serverNonce !== undefined || typeof document === "undefined") return serverNonce;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
