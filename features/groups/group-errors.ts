import { uniqueViolationColumns } from "#db/unique-violation";
import { AppError } from "#domain/errors/app-error";

/** A group's name is taken in its space: 409 naming `name`, also when a racing write took it first. */
export async function refusingTakenGroupName<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationColumns(error, "groups").includes("name")) {
      throw new AppError("conflict", "Group name already used in the space", {
        fields: [{ field: "name", reason: "taken", message: "Group name already used in the space" }],
      });
    }
    throw error;
  }
}
