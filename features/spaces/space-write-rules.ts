import type { Database } from "#db/client";
import { geolocatePostalCode } from "#db/reference/geolocate-postal-code";
import { isAssociationCodeTaken, isSpaceUrlTaken } from "#db/spaces/get-space";
import type { SpaceValues } from "#db/spaces/write-space";
import { uniqueViolationColumns } from "#db/unique-violation";
import { AppError, SERVER_MESSAGES, type FieldError } from "#domain/errors/app-error";
import { sirenFromSiret } from "#domain/french/siren-siret";
import type { SpaceUpdateInput } from "#domain/spaces/space-schemas";

// The server's part of a space write (spec 000 §5): association code and URL unique across spaces,
// and the values it derives. Shared by creation and update.

const TAKEN_MESSAGES = { association_code: SERVER_MESSAGES.associationCodeUsed, url: "url used by another space" };
type UniqueSpaceField = keyof typeof TAKEN_MESSAGES;

export async function assertSpaceValuesUnique(db: Database, input: SpaceUpdateInput, exceptSpaceId?: number) {
  const taken: UniqueSpaceField[] = [];
  if (input.association_code && (await isAssociationCodeTaken(db, input.association_code, exceptSpaceId))) taken.push("association_code");
  if (input.url && (await isSpaceUrlTaken(db, input.url, exceptSpaceId))) taken.push("url");
  if (taken.length > 0) throw takenError(taken);
}

/** Runs a space write; a unique index that caught a racing request gives the same 409 as the check before it. */
export async function refusingTakenSpaceValues<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const columns = uniqueViolationColumns(error, "spaces");
    const taken = (Object.keys(TAKEN_MESSAGES) as UniqueSpaceField[]).filter((field) => columns.includes(field));
    if (taken.length > 0) throw takenError(taken);
    throw error;
  }
}

function takenError(taken: UniqueSpaceField[]) {
  const fields: FieldError[] = taken.map((field) => ({ field, reason: "taken", message: TAKEN_MESSAGES[field] }));
  return new AppError("conflict", fields[0]!.message, { fields });
}

/**
 * Values the server derives: coordinates from the postal code (for distance filters) and the SIREN
 * from the SIRET when none is given. A changed postal code moves the space; an unknown one clears it.
 */
export async function derivedSpaceValues(
  db: Database,
  input: SpaceUpdateInput,
  current?: { zipcode: string | null; siren: string | null },
) {
  const derived: Partial<SpaceValues> = {};
  if (input.zipcode !== undefined && input.zipcode !== current?.zipcode) {
    const position = input.zipcode ? await geolocatePostalCode(db, input.zipcode) : undefined;
    derived.latitude = position?.latitude ?? null;
    derived.longitude = position?.longitude ?? null;
  }
  if (input.siret && input.siren === undefined && !current?.siren) derived.siren = sirenFromSiret(input.siret);
  return derived;
}
