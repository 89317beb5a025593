import { useTranslation } from "#web/app/i18n/use-translation";
import { FormAlert } from "#web/app/components/form/form-alert";
import type { RefusalMessage } from "#web/app/lib/forms/refusal";

/**
 * The message over a refused user form (its messages: +shared/users.server.ts). The first says why; any
 * others name what was refused (the permissions, spaces and administrator options the signed-in user
 * does not hold, spec §5), listed below it.
 */
export function GrantRefusal({ messages }: { messages: readonly RefusalMessage[] }) {
  const { t } = useTranslation();
  const [reason, ...named] = messages;
  if (!reason) return null;
  return (
    <FormAlert tone="error">
      <p className="font-medium" data-testid="grant-refusal">
        {t(reason.key, reason.values ?? {})}
      </p>
      {named.length > 0 ? (
        <p className="mt-1">
          {t("admin.users.grantRefusedList", { list: named.map((message) => t(message.key, message.values ?? {})).join(", ") })}
        </p>
      ) : null}
    </FormAlert>
  );
}
