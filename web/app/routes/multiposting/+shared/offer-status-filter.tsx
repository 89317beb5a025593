import { useTranslation } from "#web/app/i18n/use-translation";
import { Form } from "react-router";
import { JOB_OFFER_STATUSES, type JobOfferStatus } from "#domain/enums/job-offer";
import { buttonStyles } from "#web/app/components/button-styles";

/** The list's status from the URL (`?status=draft`); anything not a status is no filter. */
export function offerStatusOf(params: URLSearchParams): JobOfferStatus | null {
  const value = params.get("status");
  return value && (JOB_OFFER_STATUSES as readonly string[]).includes(value) ? (value as JobOfferStatus) : null;
}

/** A GET form: the filter lives in the URL (bookmarkable, works without JavaScript), back to page 1. */
export function OfferStatusFilter({ status }: { status: JobOfferStatus | null }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
      <div>
        <label htmlFor="offer-status" className="block text-sm font-medium text-ink">
          {t("multiposting.list.statusFilter")}
        </label>
        <select
          id="offer-status"
          name="status"
          defaultValue={status ?? ""}
          className="mt-1.5 block rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-ink shadow-xs focus:border-primary-500 focus:ring-2 focus:ring-primary-500/50 focus:outline-none"
        >
          <option value="">{t("multiposting.list.allStatuses")}</option>
          {JOB_OFFER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`multiposting.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        {t("multiposting.list.applyFilter")}
      </button>
    </Form>
  );
}
