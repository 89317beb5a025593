import { useSyncExternalStore } from "react";

function subscribeNever() {
  return () => {};
}

/** False on the server and during hydration, true afterwards: for values only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
