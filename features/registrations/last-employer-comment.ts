import { insertRegistrationComment } from "#db/workers/worker-comments";
import type { Database, IdRef } from "#db/client";
import type { RegistrationInput } from "#domain/registrations/registration-schemas";

type LastEmployer = Pick<
  RegistrationInput,
  "last_employer_name" | "last_employer_city" | "last_employer_job" | "last_employer_until" | "last_employer_may_contact"
>;

/**
 * What the candidate said of their last employer at the registration's employer step (decision 0045),
 * written on their file as a comment for the agency's staff, in the agency's language (French), or
 * nothing when the step was not asked or left empty.
 */
export function lastEmployerComment(employer: LastEmployer): string | null {
  if (!employer.last_employer_name) return null;
  const place = employer.last_employer_city ? `, ${employer.last_employer_city}` : "";
  const job = employer.last_employer_job ? ` — ${employer.last_employer_job}` : "";
  const until = employer.last_employer_until ? ` — jusqu'au ${employer.last_employer_until.split("-").reverse().join("/")}` : "";
  const contact =
    employer.last_employer_may_contact === undefined
      ? ""
      : ` Peut être contacté pour une référence : ${employer.last_employer_may_contact ? "oui" : "non"}.`;
  return `Dernier employeur (inscription) : ${employer.last_employer_name}${place}${job}${until}.${contact}`;
}

/** The comment's statement for the registration's batch, for the worker the batch creates. */
export function lastEmployerStatements(db: Database, spaceId: number, workerId: IdRef, employer: LastEmployer, now: Date) {
  const body = lastEmployerComment(employer);
  return body ? [insertRegistrationComment(db, { spaceId, workerId, body }, now)] : [];
}
