import { useTranslation } from "react-i18next";
import { fieldError } from "./form-failure";
import type { IssueTexts } from "./field-issues";

/** The translated error to show under a field, if any: `errorOf("email")`. */
export function useFieldErrorText(errors: IssueTexts | undefined) {
  const { t } = useTranslation();
  return (field: string): string | undefined => {
    const message = fieldError(errors, field);
    return message ? t(message.key, message.values ?? {}) : undefined;
  };
}
