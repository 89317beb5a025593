import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  CompetenceCheckCreateSchema,
  CompetenceCheckSchema,
  type CompetenceCheck,
} from "../../../../domain/companies/competence-check-schemas";
import { COMPETENCE_CHECK_CONTRACT_TYPES } from "../../../../domain/enums/other";
import { formatDate } from "../../../../domain/format/format-date-time";
import { formatFrenchPhone } from "../../../../domain/french/phone";
import { DialogFrame } from "../../routes/shell/+shared/dialog-frame";
import { ApiError } from "../../lib/api-error";
import { apiFetch } from "../../lib/api.client";
import { errorMessageKey } from "../../lib/error-messages";
import { fieldNameOf, issueTextsFromApi, issueTextsFromZod, shouldCheckOnBlur, type IssueTexts } from "../../lib/field-issues";
import { lastPageOf } from "../../lib/link-header";
import { buttonStyles } from "../button-styles";
import { CompanyPicker, type CompanyOption } from "../company-picker";
import { ConfirmDialog } from "../confirm-dialog";
import { EmptyState } from "../empty-state";
import { CheckboxField } from "../form/checkbox-field";
import { SelectField } from "../form/select-field";
import { TextField } from "../form/text-field";
import { TextareaField } from "../form/textarea-field";
import { Icon } from "../icons";
import { showSnackbar } from "../snackbar/snackbar-bus";
import { competenceCheckInputFromForm, dayAsDate, todayInParis } from "./competence-check-values";

// Competence checks (spec 000 §2, §3: calls to a company about a worker's qualification), listed newest
// call first, created, edited and deleted in a dialog. One component for both files that list them:
// a company's (companyId: the company is fixed) and a worker's (workerId: the company is picked among
// the space's). It talks to /v1/competence-checks itself, so a screen only has to place it.

const PER_PAGE = 10;

export type CompetenceChecksScope =
  | { companyId: number; companyPhone?: string | null; workerId?: undefined; spaceId?: undefined }
  | { workerId: number; spaceId: number; companyId?: undefined; companyPhone?: undefined };

type ListState =
  | { status: "loading"; checks: CompetenceCheck[]; pageCount: number }
  | { status: "ready"; checks: CompetenceCheck[]; pageCount: number }
  | { status: "failed"; checks: CompetenceCheck[]; pageCount: number };

function useLocaleDate() {
  const { i18n } = useTranslation();
  return useCallback((day: string) => formatDate(dayAsDate(day), i18n.language), [i18n.language]);
}

export function CompetenceChecksPanel(scope: CompetenceChecksScope) {
  const { t } = useTranslation();
  const formatDay = useLocaleDate();
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<ListState>({ status: "loading", checks: [], pageCount: 1 });
  const [editing, setEditing] = useState<CompetenceCheck | "new" | null>(null);
  const [deleting, setDeleting] = useState<CompetenceCheck | null>(null);
  const filter = scope.companyId !== undefined ? { company_id: scope.companyId } : { worker_id: scope.workerId };
  const filterKey = JSON.stringify(filter);

  useEffect(() => {
    const controller = new AbortController();
    setList((previous) => ({ ...previous, status: "loading" }));
    apiFetch("/competence-checks", {
      query: { ...(JSON.parse(filterKey) as Record<string, number>), page, per_page: PER_PAGE },
      schema: z.array(CompetenceCheckSchema),
      signal: controller.signal,
    }).then(
      ({ data, headers }) => setList({ status: "ready", checks: data, pageCount: lastPageOf(headers.get("Link")) }),
      () => {
        if (!controller.signal.aborted) setList((previous) => ({ ...previous, status: "failed" }));
      },
    );
    return () => controller.abort();
  }, [filterKey, page, reloads]);

  const reload = () => setReloads((count) => count + 1);

  async function remove(check: CompetenceCheck) {
    setDeleting(null);
    try {
      await apiFetch(`/competence-checks/${check.id}`, { method: "DELETE" });
      showSnackbar({ key: "companies.checks.deleted", tone: "success" });
      if (list.checks.length === 1 && page > 1) setPage(page - 1);
      else reload();
    } catch {
      // apiFetch showed the failure
    }
  }

  return (
    <section aria-labelledby="checks-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="checks-title" className="text-lg font-semibold tracking-tight">
          {t("companies.checks.title")}
        </h2>
        <button type="button" className={buttonStyles.primary} onClick={() => setEditing("new")}>
          <Icon name="plus" className="size-4" />
          {t("companies.checks.add")}
        </button>
      </div>

      <div className="mt-4" aria-busy={list.status === "loading"}>
        {list.status === "failed" ? (
          <EmptyState icon="exclamation" tone="error" title={t("companies.checks.loadFailed")}>
            <button type="button" className={buttonStyles.secondary} onClick={reload}>
              <Icon name="refresh" className="size-4" />
              {t("companies.checks.retry")}
            </button>
          </EmptyState>
        ) : list.status === "loading" && list.checks.length === 0 ? (
          <p role="status" className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-sm text-ink-muted">
            {t("companies.checks.loading")}
          </p>
        ) : list.checks.length === 0 ? (
          <EmptyState icon="chatBubble" title={t("companies.checks.emptyTitle")} hint={t("companies.checks.emptyMessage")} />
        ) : (
          <ul className={`space-y-3 transition-opacity ${list.status === "loading" ? "opacity-60" : ""}`} aria-label={t("companies.checks.title")}>
            {list.checks.map((check) => (
              <li key={check.id} className="rounded-2xl border border-line bg-surface p-4 shadow-xs" data-testid="competence-check">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">
                      {check.qualification}
                      <span className="ml-2 rounded-md bg-surface-muted px-1.5 py-0.5 text-xs font-medium text-ink-muted">
                        {t(`companies.checks.contractTypes.${check.contract_type}`)}
                      </span>
                    </p>
                    <p className="mt-0.5 text-sm text-ink-muted">
                      {scope.workerId !== undefined ? `${check.company_name} · ` : ""}
                      {t("companies.checks.calledOnValue", { date: formatDay(check.called_on) })}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <button
                      type="button"
                      className={buttonStyles.icon}
                      onClick={() => setEditing(check)}
                      aria-label={t("companies.checks.edit", { qualification: check.qualification })}
                      title={t("companies.checks.edit", { qualification: check.qualification })}
                    >
                      <Icon name="pencil" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.icon}
                      onClick={() => setDeleting(check)}
                      aria-label={t("companies.checks.delete", { qualification: check.qualification })}
                      title={t("companies.checks.delete", { qualification: check.qualification })}
                    >
                      <Icon name="trash" className="size-4" />
                    </button>
                  </div>
                </div>
                <CheckDetails check={check} formatDay={formatDay} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {list.pageCount > 1 ? (
        <nav aria-label={t("pagination.label")} className="mt-4 flex items-center justify-between gap-3">
          <button type="button" className={`${buttonStyles.secondary} px-3`} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Icon name="chevronLeft" className="size-4" />
            <span className="max-sm:sr-only">{t("pagination.previous")}</span>
          </button>
          <p className="text-sm text-ink-muted">{t("pagination.status", { page, pages: list.pageCount })}</p>
          <button type="button" className={`${buttonStyles.secondary} px-3`} disabled={page >= list.pageCount} onClick={() => setPage(page + 1)}>
            <span className="max-sm:sr-only">{t("pagination.next")}</span>
            <Icon name="chevronRight" className="size-4" />
          </button>
        </nav>
      ) : null}

      <DialogFrame
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("companies.checks.createTitle") : t("companies.checks.editTitle")}
        description={t("companies.checks.description")}
        size="lg"
      >
        {editing !== null ? (
          <CheckForm
            scope={scope}
            check={editing === "new" ? null : editing}
            onDone={(saved) => {
              setEditing(null);
              if (saved === "created" && page !== 1) setPage(1);
              else reload();
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </DialogFrame>

      <ConfirmDialog
        open={deleting !== null}
        title={t("companies.checks.deleteTitle")}
        description={t("companies.checks.deleteMessage", {
          qualification: deleting?.qualification ?? "",
          date: deleting ? formatDay(deleting.called_on) : "",
        })}
        confirmLabel={t("companies.checks.deleteConfirm")}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </section>
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

function CheckForm({
  scope,
  check,
  onDone,
  onCancel,
}: {
  scope: CompetenceChecksScope;
  check: CompetenceCheck | null;
  onDone(saved: "created" | "updated"): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [company, setCompany] = useState<CompanyOption | null>(
    check ? { id: check.company_id, name: check.company_name, zipcode: null, city: null } : null,
  );
  const [errors, setErrors] = useState<IssueTexts>({});
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const companyId = scope.companyId ?? company?.id;

  function inputOf(form: HTMLFormElement) {
    const input = competenceCheckInputFromForm(new FormData(form));
    if (companyId !== undefined) input.company_id = companyId;
    if (scope.workerId !== undefined) input.worker_id = scope.workerId;
    return input;
  }

  function validate(form: HTMLFormElement): IssueTexts {
    const input = inputOf(form);
    const parsed = CompetenceCheckCreateSchema.safeParse(input);
    return parsed.success ? {} : issueTextsFromZod(parsed.error, input);
  }

  function recheck(form: HTMLFormElement, names: string[]) {
    const found = validate(form);
    setErrors((previous) => {
      const next = { ...previous };
      for (const name of names) {
        if (found[name]) next[name] = found[name];
        else delete next[name];
      }
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const form = event.currentTarget;
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    const input = inputOf(form);
    setSaving(true);
    try {
      if (check) {
        // A check keeps its company (the API refuses company_id on an update).
        const { company_id: _companyId, ...changes } = input;
        await apiFetch(`/competence-checks/${check.id}`, { method: "PATCH", json: changes, notify: false });
      } else {
        await apiFetch("/competence-checks", { method: "POST", json: input, notify: false });
      }
      showSnackbar({ key: check ? "companies.checks.saved" : "companies.checks.created", tone: "success" });
      onDone(check ? "updated" : "created");
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields.length > 0) {
        setErrors(issueTextsFromApi(error.fields));
      } else if (error instanceof ApiError) {
        showSnackbar({ key: errorMessageKey(error.status, error.serverMessage), tone: "error" });
      }
    } finally {
      setSaving(false);
    }
  }

  const error = (field: string) => {
    const issue = errors[field];
    return issue ? t(issue.key, issue.values ?? {}) : undefined;
  };
  // The period rule ties the two dates.
  const related = (name: string) => (name === "date_from" || name === "date_to" ? ["date_from", "date_to"] : [name]);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onBlur={(event) => {
        const name = fieldNameOf(event);
        if (name && shouldCheckOnBlur(event, submitted)) recheck(event.currentTarget, related(name));
      }}
      onChange={(event) => {
        const name = fieldNameOf(event);
        if (name && errors[name]) recheck(event.currentTarget, related(name));
      }}
      className="space-y-4"
    >
      {scope.workerId !== undefined ? (
        <CompanyPicker
          label={`${t("companies.checks.company")} *`}
          spaceId={scope.spaceId}
          value={company}
          onChange={(chosen) => {
            setCompany(chosen);
            setErrors(({ company_id: _removed, ...rest }) => rest);
          }}
          disabled={check !== null}
          error={error("company_id")}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`${t("companies.checks.qualification")} *`}
          name="qualification"
          defaultValue={check?.qualification ?? ""}
          required
          maxLength={255}
          autoComplete="off"
          error={error("qualification")}
        />
        <SelectField
          label={`${t("companies.checks.contractType")} *`}
          name="contract_type"
          defaultValue={check?.contract_type ?? ""}
          required
          emptyLabel={t("companies.checks.chooseContractType")}
          options={COMPETENCE_CHECK_CONTRACT_TYPES.map((type) => ({ value: type, label: t(`companies.checks.contractTypes.${type}`) }))}
          error={error("contract_type")}
        />
        <TextField
          label={`${t("companies.checks.calledOn")} *`}
          name="called_on"
          type="date"
          defaultValue={check?.called_on ?? todayInParis()}
          required
          error={error("called_on")}
        />
        <TextField
          label={t("companies.checks.companyPhone")}
          name="company_phone"
          type="tel"
          defaultValue={check ? (check.company_phone ? formatFrenchPhone(check.company_phone) : "") : scope.companyPhone ? formatFrenchPhone(scope.companyPhone) : ""}
          maxLength={40}
          autoComplete="off"
          error={error("company_phone")}
        />
        <TextField label={t("companies.checks.dateFrom")} name="date_from" type="date" defaultValue={check?.date_from ?? ""} error={error("date_from")} />
        <TextField label={t("companies.checks.dateTo")} name="date_to" type="date" defaultValue={check?.date_to ?? ""} error={error("date_to")} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField label={t("companies.checks.takeBack")} name="take_back" defaultChecked={check?.take_back ?? false} hint={t("companies.checks.takeBackHint")} />
        <CheckboxField label={t("companies.checks.prospect")} name="prospect" defaultChecked={check?.prospect ?? false} hint={t("companies.checks.prospectHint")} />
      </div>
      <TextareaField label={t("companies.checks.exchange")} name="exchange" defaultValue={check?.exchange ?? ""} rows={4} maxLength={5000} error={error("exchange")} />
      <TextareaField label={t("companies.checks.summary")} name="summary" defaultValue={check?.summary ?? ""} rows={3} maxLength={5000} error={error("summary")} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? t("companies.checks.saving") : t("companies.checks.save")}
        </button>
      </div>
    </form>
  );
}
