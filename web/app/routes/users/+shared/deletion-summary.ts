import type { z } from "zod";
import type { DeleteUsersAnswerSchema } from "#domain/users/user-schemas";

export type DeleteUsersAnswer = z.infer<typeof DeleteUsersAnswerSchema>;
export type RefusalReason = DeleteUsersAnswer["refused"][number]["reason"];

export interface DeletionSummary {
  /** full: every user deleted; partial: some; none: not one. */
  outcome: "full" | "partial" | "none";
  deleted: number;
  total: number;
  /** Each refused user by name (or #id when the list no longer knows them) and why. */
  refused: { id: number; label: string; reason: RefusalReason }[];
}

/**
 * Spec 000 §4: "deleting users gives a full or a partial success message". What to say after POST
 * /v1/users/delete, with the names the user selected (a user deleted meanwhile is no longer listed).
 */
export function deletionSummary(answer: DeleteUsersAnswer, labels: ReadonlyMap<number, string>): DeletionSummary {
  const deleted = answer.deleted.length;
  const total = deleted + answer.refused.length;
  return {
    outcome: answer.refused.length === 0 ? "full" : deleted === 0 ? "none" : "partial",
    deleted,
    total,
    refused: answer.refused.map(({ id, reason }) => ({ id, label: labels.get(id) ?? `#${id}`, reason })),
  };
}
