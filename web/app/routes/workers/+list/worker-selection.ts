import { BULK_WORKERS_MAX } from "#domain/workers/worker-schemas";

// Spec 001 §3 "worker selections per key": the workers ticked in the list are kept in localStorage, one
// selection per user and space (a shared computer, a change of space never mixes them up), and one
// apart for the archived view, whose only action is reactivating. It survives paging, filtering,
// navigation and reloads, until the user clears it or acts on it.

/** One bulk request of /v1 takes at most this many ids: the selection stops there. */
export const SELECTION_MAX = BULK_WORKERS_MAX;

export function selectionKeyOf(userId: number, spaceId: number, archived: boolean): string {
  return `workerSelection:${userId}:${spaceId}${archived ? ":archived" : ""}`;
}

/**
 * The selection with `ids` ticked or unticked. Ticking keeps the order of choice and stops at `max`;
 * an id already there is not added twice.
 */
export function withIds(current: readonly number[], ids: readonly number[], selected: boolean, max = SELECTION_MAX): number[] {
  if (!selected) {
    const removed = new Set(ids);
    return current.filter((id) => !removed.has(id));
  }
  const next = [...current];
  const present = new Set(current);
  for (const id of ids) {
    if (next.length >= max) break;
    if (present.has(id)) continue;
    next.push(id);
    present.add(id);
  }
  return next;
}

/** The stored selections with `key` set to `ids`; an empty selection leaves no entry behind. */
export function withSelection(all: Readonly<Record<string, number[]>>, key: string, ids: readonly number[]): Record<string, number[]> {
  const next = { ...all };
  if (ids.length === 0) delete next[key];
  else next[key] = [...ids];
  return next;
}

/** Whether a "whole page" checkbox is ticked, unticked or mixed for the ids shown. */
export function pageSelectionState(selected: readonly number[], pageIds: readonly number[]): "all" | "some" | "none" {
  const set = new Set(selected);
  const count = pageIds.filter((id) => set.has(id)).length;
  if (count === 0) return "none";
  return count === pageIds.length ? "all" : "some";
}
