import { NOTIFICATION_BATCH_MAX } from "#domain/notifications/notification-schemas";

/** One body of PUT /v1/notifications: `{"<id>": {"read": bool}, …}`. */
export type ReadStateBody = Record<string, { read: boolean }>;

/**
 * "Mark all read" as the bodies of PUT /v1/notifications, at most 100 ids each (spec 000 §7, §9):
 * each id once, in the order given.
 */
export function readStateChunks(ids: readonly number[], read: boolean, size = NOTIFICATION_BATCH_MAX): ReadStateBody[] {
  const unique = [...new Set(ids)];
  const chunks: ReadStateBody[] = [];
  for (let start = 0; start < unique.length; start += size) {
    chunks.push(Object.fromEntries(unique.slice(start, start + size).map((id) => [String(id), { read }])));
  }
  return chunks;
}
