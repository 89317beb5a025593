import { getMultipostingCredentials } from "#db/job-offers/multiposting-credentials";
import { hasPermission } from "#domain/auth/permissions";
import { AppError, notFound, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { MultipostingSettings } from "#domain/job-offers/job-offer-schemas";
import { isOpenSpaceFor } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";

// Spec 000 §2 /multiposting: "multiposting permission and credentials"; who may set them: the space's
// administrators (space-users) and owners (decision 0046).

type Caller = Pick<OperationContext, "db" | "caller">;

/** The space, if it is one of the caller's and open (404 otherwise: another agency's settings do not exist). */
export async function requireSpaceOfCaller(context: Caller, spaceId: number) {
  if (!(await isOpenSpaceFor(context, spaceId))) throw notFound();
}

/** Whether the caller may set a space's credentials (the form is offered to them only). */
export function maySetCredentials(caller: OperationContext["caller"]) {
  return hasPermission(caller.permissions, "space-users");
}

/** Reads them: multiposting users (to publish) and the space's administrators (to set them). */
export function requireSettingsReader(caller: OperationContext["caller"]) {
  if (!hasPermission(caller.permissions, "multiposting") && !maySetCredentials(caller)) {
    throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  }
}

/** GET /v1/spaces/{id}/multiposting: whether the space has an account, its login and when it was accepted; never the password. */
export async function getMultipostingSettings(context: OperationContext, spaceId: number): Promise<MultipostingSettings> {
  requireSettingsReader(context.caller);
  await requireSpaceOfCaller(context, spaceId);
  const row = await getMultipostingCredentials(context.db, spaceId);
  return {
    provider: row?.provider ?? "talentplug",
    configured: row !== undefined,
    login: row?.login ?? null,
    checked_at: row ? row.checked_at.toISOString() : null,
  };
}
