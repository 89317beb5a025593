import { getMultipostingCredentials, saveMultipostingCredentialsStatement } from "#db/job-offers/multiposting-credentials";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { MultipostingCredentialsInput, MultipostingSettings } from "#domain/job-offers/job-offer-schemas";
import { activityLog } from "../activity-logs/activity-log";
import { MultipostingCredentialsRefusedError, MultipostingUnavailableError } from "./drivers/multiposting-driver";
import { maySetCredentials, requireSpaceOfCaller } from "./multiposting-settings";
import type { MultipostingContext } from "./multiposting-context";

/**
 * PUT /v1/spaces/{id}/multiposting: the provider checks the login and password first (spec 000 §8 "no
 * or invalid multiposting credentials": 422 on `password`); accepted, the password is stored encrypted
 * with its key's id, and the log says who changed them, never what to.
 */
export async function setMultipostingCredentials(
  context: MultipostingContext,
  spaceId: number,
  input: MultipostingCredentialsInput,
): Promise<MultipostingSettings> {
  if (!maySetCredentials(context.caller)) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  await requireSpaceOfCaller(context, spaceId);
  try {
    await context.multiposting.driver().checkCredentials({ login: input.login, password: input.password });
  } catch (error) {
    if (error instanceof MultipostingCredentialsRefusedError) {
      throw new AppError("validation_failed", "Invalid input", {
        fields: [{ field: "password", reason: "invalid_credentials", message: SERVER_MESSAGES.multipostingCredentialsInvalid }],
      });
    }
    if (error instanceof MultipostingUnavailableError)
      throw new AppError("bad_gateway", "The multiposting application could not be reached: retry");
    throw error;
  }
  const { now, db } = context;
  const encrypted = await context.multiposting.cipher().encrypt(spaceId, input.password);
  const existing = await getMultipostingCredentials(db, spaceId);
  await db.batch([
    saveMultipostingCredentialsStatement(
      db,
      {
        space_id: spaceId,
        provider: "talentplug",
        login: input.login,
        ...encrypted,
        checked_at: now,
        updated_by_user_id: context.caller.id,
      },
      now,
    ),
    activityLog(context, {
      title: existing ? "Multiposting credentials changed" : "Multiposting credentials set",
      type: existing ? "update" : "create",
      schema: "multiposting_credentials",
      subjectId: spaceId,
      spaceId,
      changes: { login: input.login },
    }),
  ]);
  return { provider: "talentplug", configured: true, login: input.login, checked_at: now.toISOString() };
}
