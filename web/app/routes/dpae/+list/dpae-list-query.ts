import { DPAE_STATUSES, type DpaeStatus } from "#domain/enums/dpae";

/** The list's status filter from the URL (`?status=error`); anything not a status is no filter. */
export function statusFilterOf(params: URLSearchParams): DpaeStatus | null {
  const value = params.get("status");
  return value && (DPAE_STATUSES as readonly string[]).includes(value) ? (value as DpaeStatus) : null;
}
