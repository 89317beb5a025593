import { useTranslation } from "#web/app/i18n/use-translation";
import { FormAlert } from "#web/app/components/form/form-alert";
import type { DeletionSummary } from "./deletion-summary";

/** The full or partial success message of a deletion (spec 000 §4), refusals named and explained. */
export function DeletionMessage({ summary }: { summary: DeletionSummary }) {
  const { t } = useTranslation();
  const list = summary.refused
    .map(({ label, reason }) => t("admin.users.refusedUser", { label, reason: t(`admin.users.refusal.${reason}`) }))
    .join(", ");
  if (summary.outcome === "full") {
    return (
      <FormAlert tone="success">
        <span data-testid="deletion-message">{t("admin.users.deletedAll", { count: summary.deleted })}</span>
      </FormAlert>
    );
  }
  if (summary.outcome === "none") {
    return (
      <FormAlert tone="error">
        <span data-testid="deletion-message">{t("admin.users.deletedNone", { list })}</span>
      </FormAlert>
    );
  }
  return (
    <FormAlert tone="info">
      <span data-testid="deletion-message">
        {t("admin.users.deletedPartial", {
          deleted: t("admin.users.deletedOfTotal", { count: summary.deleted, total: summary.total }),
          refused: t("admin.users.notDeleted", { count: summary.refused.length }),
          list,
        })}
      </span>
    </FormAlert>
  );
}
