import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon } from "#web/app/components/icons";

/** Spec 000 §4: an archived worker comes back with one click (no confirmation: nothing is lost). */
export function ReactivateButton({ name, busy, onClick }: { name: string; busy: boolean; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${buttonStyles.ghost} shrink-0 px-2.5 py-1.5`}
      onClick={onClick}
      disabled={busy}
      aria-label={t("workers.list.card.reactivateWorker", { name })}
    >
      <Icon name="restore" className="size-4" />
      <span className="max-sm:sr-only">{t("workers.list.card.reactivate")}</span>
    </button>
  );
}
