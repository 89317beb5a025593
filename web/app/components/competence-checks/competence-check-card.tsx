import { useTranslation } from "#web/app/i18n/use-translation";
import type { CompetenceCheck } from "#domain/companies/competence-check-schemas";
import { formatFrenchPhone } from "#domain/french/phone";
import { buttonStyles } from "../button-styles";
import { Icon } from "../icons";

interface CompetenceCheckCardProps {
  check: CompetenceCheck;
  /** A worker's list names the company called; a company's does not need to. */
  showCompany: boolean;
  formatDay(day: string): string;
  onEdit(): void;
  onDelete(): void;
}

/** One call in the list: the qualification and contract asked about, when, and what was said. */
export function CompetenceCheckCard({ check, showCompany, formatDay, onEdit, onDelete }: CompetenceCheckCardProps) {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-xs" data-testid="competence-check">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-ink">
            {check.qualification}
            <span className="ml-2 rounded-md bg-surface-muted px-1.5 py-0.5 text-xs font-medium text-ink-muted">
              {t(`companies.checks.contractTypes.${check.contract_type}`)}
            </span>
          </p>
          <p className="mt-0.5 text-sm text-ink-muted">
            {showCompany ? `${check.company_name} · ` : ""}
            {t("companies.checks.calledOnValue", { date: formatDay(check.called_on) })}
          </p>
        </div>
        <div className="flex gap-1">
          <button
            type="button"
            className={buttonStyles.icon}
            onClick={onEdit}
            aria-label={t("companies.checks.edit", { qualification: check.qualification })}
            title={t("companies.checks.edit", { qualification: check.qualification })}
          >
            <Icon name="pencil" className="size-4" />
          </button>
          <button
            type="button"
            className={buttonStyles.icon}
            onClick={onDelete}
            aria-label={t("companies.checks.delete", { qualification: check.qualification })}
            title={t("companies.checks.delete", { qualification: check.qualification })}
          >
            <Icon name="trash" className="size-4" />
          </button>
        </div>
      </div>
      <CheckDetails check={check} formatDay={formatDay} />
    </li>
  );
}

function CheckDetails({ check, formatDay }: { check: CompetenceCheck; formatDay(day: string): string }) {
  const { t } = useTranslation();
  const period =
    check.date_from && check.date_to
      ? t("companies.checks.period", { from: formatDay(check.date_from), to: formatDay(check.date_to) })
      : check.date_from
        ? t("companies.checks.periodFrom", { date: formatDay(check.date_from) })
        : check.date_to
          ? t("companies.checks.periodTo", { date: formatDay(check.date_to) })
          : null;
  return (
    <div className="mt-2 space-y-2 text-sm">
      {period || check.company_phone || check.take_back || check.prospect ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted">
          {period ? <span>{period}</span> : null}
          {check.company_phone ? (
            <a href={`tel:${check.company_phone}`} className="inline-flex items-center gap-1 hover:text-accent">
              <Icon name="phone" className="size-4 text-ink-subtle" />
              {formatFrenchPhone(check.company_phone)}
            </a>
          ) : null}
          {check.take_back ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200">
              {t("companies.checks.takeBackBadge")}
            </span>
          ) : null}
          {check.prospect ? (
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 dark:bg-sky-950/50 dark:text-sky-200">
              {t("companies.checks.prospectBadge")}
            </span>
          ) : null}
        </p>
      ) : null}
      {check.exchange ? (
        <div>
          <p className="text-xs font-medium tracking-wide text-ink-subtle uppercase">{t("companies.checks.exchange")}</p>
          <p className="whitespace-pre-line text-ink">{check.exchange}</p>
        </div>
      ) : null}
      {check.summary ? (
        <div>
          <p className="text-xs font-medium tracking-wide text-ink-subtle uppercase">{t("companies.checks.summary")}</p>
          <p className="whitespace-pre-line text-ink">{check.summary}</p>
        </div>
      ) : null}
    </div>
  );
}
