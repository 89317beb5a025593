import type { SpaceSettingsInput } from "#domain/spaces/space-schemas";
import { notFound } from "#domain/errors/app-error";
import { canUseSpace } from "#domain/users/space-reach";
import type { OperationContext } from "../operation-context";
import { updateSpace } from "./update-space";

/**
 * A space administrator edits their own agency's settings (decision 0045): the same write as the
 * owner's, for the settings' fields only (the route's schema), and only inside the caller's spaces
 * (404 outside, as for every row of another space).
 */
export async function updateSpaceSettings(
  context: OperationContext,
  input: { id: number; changes: SpaceSettingsInput; expectedVersions: number[] | undefined },
) {
  if (!canUseSpace(context.caller, input.id)) throw notFound();
  return updateSpace(context, input);
}
