import { useTranslation } from "#web/app/i18n/use-translation";
import { Form } from "react-router";
import { CONTRACT_STATUSES, type ContractStatus } from "#domain/enums/contract";
import { buttonStyles } from "#web/app/components/button-styles";

const SELECT =
  "mt-1.5 block rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-ink shadow-xs focus:border-primary-500 focus:ring-2 focus:ring-primary-500/50 focus:outline-none";

/** A GET form: the filters live in the URL (bookmarkable, works without JavaScript), back to page 1. */
export function ContractsFilter({ status, late }: { status: ContractStatus | null; late: "true" | "false" | null }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
      <div>
        <label htmlFor="contracts-status" className="block text-sm font-medium text-ink">
          {t("contracts.list.statusFilter")}
        </label>
        <select id="contracts-status" name="status" defaultValue={status ?? ""} className={SELECT}>
          <option value="">{t("contracts.list.allStatuses")}</option>
          {CONTRACT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`contracts.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="contracts-late" className="block text-sm font-medium text-ink">
          {t("contracts.list.lateFilter")}
        </label>
        <select id="contracts-late" name="late" defaultValue={late ?? ""} className={SELECT}>
          <option value="">{t("contracts.list.allDelays")}</option>
          <option value="true">{t("contracts.list.lateOnly")}</option>
          <option value="false">{t("contracts.list.onTime")}</option>
        </select>
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        {t("contracts.list.apply")}
      </button>
    </Form>
  );
}
