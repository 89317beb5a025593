import type { ParseKeys } from "i18next";

export type SnackbarTone = "error" | "success" | "info";

export interface SnackbarMessage {
  key: ParseKeys;
  values?: Record<string, string | number>;
  tone: SnackbarTone;
}

type Listener = (message: SnackbarMessage) => void;

// Code outside React (apiFetch) must be able to raise a snackbar: it publishes here and the one
// SnackbarProvider listens.
const listeners = new Set<Listener>();

export function showSnackbar(message: SnackbarMessage) {
  for (const listener of listeners) listener(message);
}

export function subscribeSnackbar(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
