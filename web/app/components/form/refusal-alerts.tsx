import { useTranslation } from "react-i18next";
import type { CheckedForm } from "#web/app/lib/use-checked-form";
import { FormAlert } from "./form-alert";

interface RefusalAlertsProps {
  form: Pick<CheckedForm, "errors" | "errorText" | "summary" | "unexplained">;
  /** Above refused fields: "fix the fields", or a message that says more. */
  fixMessage: string;
  /** When /v1 refused without naming a field, before its catalogued message: "The … could not be saved." */
  failedMessage: string;
  /** The fields the form shows; the refusals of others are listed here, since no field can carry them. */
  isShown(field: string): boolean;
}

/** What a refused checked form (lib/use-checked-form) says above its fields. */
export function RefusalAlerts({ form, fixMessage, failedMessage, isShown }: RefusalAlertsProps) {
  const { t } = useTranslation();
  const unplaced = Object.keys(form.errors).filter((field) => !isShown(field));
  return (
    <>
      {form.summary ? (
        <FormAlert tone="error">
          {fixMessage}
          {unplaced.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {unplaced.map((field) => (
                <li key={field}>{form.errorText(field)}</li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      ) : null}
      {form.unexplained ? (
        <FormAlert tone="error">
          {failedMessage} {t(form.unexplained.errorKey)}
        </FormAlert>
      ) : null}
    </>
  );
}
