import { useSyncExternalStore } from "react";
import { defaultStored, readStored, subscribeStored, type StoredKey, type StoredValue } from "./local-storage";

/** A localStorage value that re-renders when it changes; the server (and hydration) see the default. */
export function useStoredValue<K extends StoredKey>(key: K): StoredValue<K> {
  return useSyncExternalStore(
    subscribeStored,
    () => readStored(key),
    () => defaultStored(key),
  );
}
