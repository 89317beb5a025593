import type { Database } from "#db/client";
import { geolocatePostalCode } from "#db/reference/geolocate-postal-code";
import type { WorkerColumns, WorkerLists } from "#db/workers/worker-values";
import { paymentCategoryOf, type WorkerUpdateInput } from "#domain/workers/worker-schemas";

/** Coordinates of a postal code for the distance filter; null when unknown or the reference is not loaded. */
export async function coordinatesOf(db: Database, postalCode: string | null | undefined) {
  const point = postalCode ? await geolocatePostalCode(db, postalCode) : undefined;
  return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}

/** The profile split into its columns and its lists (favourite jobs, transport means, preferences). */
export function splitProfile(input: WorkerUpdateInput): { columns: Partial<WorkerColumns>; lists: WorkerLists } {
  const {
    favorite_jobs,
    transportation_means,
    preference_environments,
    preference_availabilities,
    payement_category: _alias,
    ...rest
  } = input;
  const paymentCategory = paymentCategoryOf(input);
  const columns: Partial<WorkerColumns> = paymentCategory === undefined ? rest : { ...rest, payment_category: paymentCategory };
  return { columns, lists: { favorite_jobs, transportation_means, preference_environments, preference_availabilities } };
}
