import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/**
 * The Content-Security-Policy nonce of this request, drawn by the web Worker (web/worker.ts): the
 * server entry hands it to React Router, which puts it on every inline script it writes, and to the
 * page's own components through `useCspNonce`.
 */
export const cspNonceContext = createContext<string>();

/** 128 random bits, base64: unguessable, drawn anew for every answer. */
export function drawNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Set by the server entry only: in the browser the nonce is never needed again (and is hidden). */
export const CspNonceContext = createReactContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
