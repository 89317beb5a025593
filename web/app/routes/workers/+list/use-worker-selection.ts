import { useCallback, useMemo } from "react";
import { readStored, writeStored } from "#web/app/lib/local-storage";
import { useStoredValue } from "#web/app/lib/use-stored-value";
import { SELECTION_MAX, withIds, withSelection } from "./worker-selection";

const NONE: readonly number[] = [];

export interface WorkerSelection {
  ids: readonly number[];
  has(id: number): boolean;
  /** Ticks or unticks these workers (ticking stops at SELECTION_MAX). */
  set(ids: readonly number[], selected: boolean): void;
  clear(): void;
  full: boolean;
}

/**
 * The stored selection of `key` (null: nothing can be selected, no space). Empty on the server and
 * during hydration, then what this browser remembers; other tabs see the change too.
 */
export function useWorkerSelection(key: string | null): WorkerSelection {
  const all = useStoredValue("workerSelections");
  const ids = (key && all[key]) || NONE;

  const set = useCallback(
    (changed: readonly number[], selected: boolean) => {
      if (!key) return;
      // Read afresh: two quick clicks must not both start from the same rendered selection.
      const stored = readStored("workerSelections");
      writeStored("workerSelections", withSelection(stored, key, withIds(stored[key] ?? [], changed, selected)));
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key) writeStored("workerSelections", withSelection(readStored("workerSelections"), key, []));
  }, [key]);

  return useMemo(() => {
    const present = new Set(ids);
    return { ids, has: (id: number) => present.has(id), set, clear, full: ids.length >= SELECTION_MAX };
  }, [ids, set, clear]);
}
