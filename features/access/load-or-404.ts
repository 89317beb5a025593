import { notFound } from "#domain/errors/app-error";
import type { OperationCaller } from "../operation-context";
import { canUseSpace } from "#domain/users/space-reach";

type SpaceHolder = Pick<OperationCaller, "permissions" | "spaceIds">;

/**
 * The row, if it is in one of the caller's spaces. Otherwise 404, never 403: a Lille agent must not
 * learn that a Lyon worker, company or check exists (spec 000 §6).
 */
export function inCallerSpaces<T extends { space_id: number }>(caller: SpaceHolder, row: T | null | undefined): T {
  if (!row || !canUseSpace(caller, row.space_id)) throw notFound();
  return row;
}

/** Loads a row of a space and answers it only inside the caller's spaces (`inCallerSpaces`). */
export async function loadOr404<T extends { space_id: number }>(
  caller: SpaceHolder,
  load: () => Promise<T | null | undefined>,
): Promise<T> {
  return inCallerSpaces(caller, await load());
}
