import { useTranslation } from "#web/app/i18n/use-translation";
import { formMessageOf, type Refusal } from "#web/app/lib/forms/refusal";
import { FormAlert } from "./form-alert";

/**
 * The message of an action's refusal over what it refused, when there is no form to carry it (a row's
 * button, a list's action): the form's first message, "unknown error" if it has none. Nothing otherwise.
 */
export function RefusalAlert({ answer }: { answer: Refusal | { ok: true } | null | undefined }) {
  const { t } = useTranslation();
  if (!answer || answer.ok) return null;
  const message = formMessageOf(answer.reply);
  return <FormAlert tone="error">{t(message.key, message.values ?? {})}</FormAlert>;
}
