import type { Database } from "#db/client";
import { geolocatePostalCode } from "#db/reference/geolocate-postal-code";
import { listWorkers as selectWorkers } from "#db/workers/list-workers";
import { expiringUntil } from "#domain/documents/document-expiry";
import { parisDayEnd, parisDayStart } from "#domain/dates/paris-day";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { workerSortOf, type ListWorkersQuery } from "#domain/workers/list-workers-query";
import { resolveSpaceId } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";
import { failingAs } from "../failing-as";

/**
 * One page of a space's workers, filtered and sorted (spec 000 §2 /workers). The space is the one
 * asked for or the caller's only one (`resolveSpaceId`).
 */
export function listWorkers(context: Pick<OperationContext, "db" | "caller" | "now">, query: ListWorkersQuery) {
  return failingAs(SERVER_MESSAGES.workersListFetchFailed, () => selectPage(context, query));
}

async function selectPage(context: Pick<OperationContext, "db" | "caller" | "now">, query: ListWorkersQuery) {
  const { db, now } = context;
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  return selectWorkers(db, {
    spaceId,
    filters: {
      names: query.names,
      contact: query.contact,
      states: query.state,
      availability: availabilityFilterOf(query, now),
      favoriteJob: query.favorite_job,
      transport: query.transport,
      near: await nearOf(db, query),
      documentsExpiringUntil: query.documents_expiring === "true" ? expiringUntil(now) : undefined,
      archived: query.archived,
    },
    sort: workerSortOf(query),
    page: query.page,
    perPage: query.per_page,
    now,
  });
}

/**
 * Spec 000 §2 date filter. Both dates: the days from the first to the last. One date: that day (the
 * screen has asked the user). Neither, with a status: the availability covering now.
 */
function availabilityFilterOf(query: ListWorkersQuery, now: Date) {
  const from = query.available_from ?? query.available_to;
  const to = query.available_to ?? query.available_from;
  if (!query.availability_status && !from) return undefined;
  const statuses = query.availability_status?.length ? query.availability_status : (["available"] as const);
  if (!from || !to) return { statuses, from: now, to: new Date(now.getTime() + 1) };
  return { statuses, from: parisDayStart(from), to: parisDayEnd(to) };
}

async function nearOf(db: Database, query: ListWorkersQuery) {
  if (query.near_lat !== undefined && query.near_lng !== undefined) {
    return { latitude: query.near_lat, longitude: query.near_lng, radiusKm: query.distance_km };
  }
  if (query.near_postal_code === undefined) return undefined;
  const point = await geolocatePostalCode(db, query.near_postal_code);
  if (!point) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "query.near_postal_code", reason: "unknown", message: "unknown_postal_code" }],
    });
  }
  return { ...point, radiusKm: query.distance_km };
}
