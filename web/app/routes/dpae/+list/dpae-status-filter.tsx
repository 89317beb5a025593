import { useTranslation } from "#web/app/i18n/use-translation";
import { Form } from "react-router";
import { DPAE_STATUSES, type DpaeStatus } from "#domain/enums/dpae";
import { buttonStyles } from "#web/app/components/button-styles";

/** A GET form: the filter lives in the URL (bookmarkable, works without JavaScript), back to page 1. */
export function DpaeStatusFilter({ status }: { status: DpaeStatus | null }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
      <div>
        <label htmlFor="dpae-status" className="block text-sm font-medium text-ink">
          {t("dpae.list.statusFilter")}
        </label>
        <select
          id="dpae-status"
          name="status"
          defaultValue={status ?? ""}
          className="mt-1.5 block rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-ink shadow-xs focus:border-primary-500 focus:ring-2 focus:ring-primary-500/50 focus:outline-none"
        >
          <option value="">{t("dpae.list.allStatuses")}</option>
          {DPAE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`dpae.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        {t("dpae.list.applyFilter")}
      </button>
    </Form>
  );
}
