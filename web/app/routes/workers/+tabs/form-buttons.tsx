import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";

/** Cancel and save at the foot of a tab's dialog form; save says so while the action runs. */
export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
        {t("common.cancel")}
      </button>
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {busy ? t("workers.tabs.common.saving") : t("workers.tabs.common.save")}
      </button>
    </div>
  );
}
