import { useTranslation } from "#web/app/i18n/use-translation";
import { formMessagesOf, refusesFields, type Refusal } from "#web/app/lib/forms/refusal";
import type { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { FormAlert } from "./form-alert";

interface RefusalSummaryProps {
  /** The form's Conform state (lib/forms/use-refusable-form). */
  refusable: Pick<ReturnType<typeof useRefusableForm>, "form" | "errorAt" | "refused">;
  /** Above refused fields: "fix the fields", or a message that says more. */
  fixMessage: string;
  /** When /v1 refused without naming a field, before its catalogued message: "The … could not be saved." */
  failedMessage: string;
  /** The action's last refusal. */
  refusal: Refusal | null;
  /** The fields the form shows; the refusals of others are listed here, since no field can carry them. */
  isShown(field: string): boolean;
}

/** What a long form (a company, a worker) says above its fields once a save was refused. */
export function RefusalSummary({ refusable, fixMessage, failedMessage, refusal, isShown }: RefusalSummaryProps) {
  const { t } = useTranslation();
  const { form, errorAt, refused } = refusable;
  if (!refused) return null;
  const refusedFields = Object.keys(form.allErrors).filter((field) => field !== "");
  const unplaced = refusedFields.filter((field) => !isShown(field));
  // Signed out meanwhile is said by the snackbar before the sign-out (lib/api.client.ts).
  const unexplained = refusal !== null && !refusesFields(refusal.reply) && refusal.status !== 401 ? formMessagesOf(refusal.reply) : [];
  return (
    <>
      {refusedFields.length > 0 ? (
        <FormAlert tone="error">
          {fixMessage}
          {unplaced.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {unplaced.map((field) => (
                <li key={field}>{errorAt(field)}</li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      ) : null}
      {unexplained.length > 0 ? (
        <FormAlert tone="error">
          {failedMessage} {unexplained.map((message) => t(message.key, message.values ?? {})).join(" ")}
        </FormAlert>
      ) : null}
    </>
  );
}
