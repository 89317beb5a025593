import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import type { CompetenceCheck } from "#domain/companies/competence-check-schemas";
import { formatDate } from "#domain/format/format-date-time";
import { DialogFrame } from "#web/app/routes/shell/+shared/dialog-frame";
import { expireSessionKeepingForm } from "#web/app/lib/api.client";
import { formMessageOf } from "#web/app/lib/forms/refusal";
import type { action } from "#web/app/routes/competence-checks/actions";
import { buttonStyles } from "../button-styles";
import { ConfirmDialog } from "../confirm-dialog";
import { EmptyState } from "../empty-state";
import { Icon } from "../icons";
import { showSnackbar } from "../snackbar/snackbar-bus";
import { CompetenceCheckCard } from "./competence-check-card";
import { Pagination } from "../pagination";
import { COMPETENCE_CHECKS_ACTION, CompetenceCheckForm } from "./competence-check-form";
import { dayAsDate } from "./competence-check-values";
import type { CompetenceChecksScope } from "./competence-checks-scope";
import { useCompetenceChecks } from "./use-competence-checks";

// Competence checks (spec 000 §2, §3: calls to a company about a worker's qualification), listed newest
// call first, created, edited and deleted in a dialog. One component for both files that list them:
// a company's (companyId: the company is fixed) and a worker's (workerId: the company is picked among
// the space's). It reads /v1/competence-checks itself and writes through the route action
// routes/competence-checks/actions.ts, so a screen only has to place it.

function useLocaleDate() {
  const { i18n } = useTranslation();
  return useCallback((day: string) => formatDate(dayAsDate(day), i18n.language), [i18n.language]);
}

export function CompetenceChecksPanel(scope: CompetenceChecksScope) {
  const { t } = useTranslation();
  const formatDay = useLocaleDate();
  const { list, page, setPage, reload } = useCompetenceChecks(
    scope.companyId !== undefined ? { company_id: scope.companyId } : { worker_id: scope.workerId },
  );
  const [editing, setEditing] = useState<CompetenceCheck | "new" | null>(null);
  const [deleting, setDeleting] = useState<CompetenceCheck | null>(null);

  const deleteFetcher = useFetcher<typeof action>();
  const deleteAnswer = deleteFetcher.state === "idle" ? deleteFetcher.data : undefined;
  const deleteShown = useRef<unknown>(null);
  useEffect(() => {
    if (!deleteAnswer || deleteShown.current === deleteAnswer) return;
    deleteShown.current = deleteAnswer;
    if (!deleteAnswer.ok && deleteAnswer.status === 401) {
      expireSessionKeepingForm(null);
      return;
    }
    if (!deleteAnswer.ok) {
      showSnackbar({ ...formMessageOf(deleteAnswer.reply), tone: "error" });
      return;
    }
    showSnackbar({ key: "companies.checks.deleted", tone: "success" });
    if (list.checks.length === 1 && page > 1) setPage(page - 1);
    else reload();
  }, [deleteAnswer, list.checks.length, page, setPage, reload]);

  function remove(check: CompetenceCheck) {
    setDeleting(null);
    void deleteFetcher.submit({ intent: "delete", check_id: check.id }, { method: "post", action: COMPETENCE_CHECKS_ACTION });
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
          <ul
            className={`space-y-3 transition-opacity ${list.status === "loading" ? "opacity-60" : ""}`}
            aria-label={t("companies.checks.title")}
          >
            {list.checks.map((check) => (
              <CompetenceCheckCard
                key={check.id}
                check={check}
                showCompany={scope.workerId !== undefined}
                formatDay={formatDay}
                onEdit={() => setEditing(check)}
                onDelete={() => setDeleting(check)}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="mt-4">
        <Pagination page={page} lastPage={list.pageCount} onPage={setPage} />
      </div>

      <DialogFrame
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("companies.checks.createTitle") : t("companies.checks.editTitle")}
        description={t("companies.checks.description")}
        size="lg"
      >
        {editing !== null ? (
          <CompetenceCheckForm
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
          if (deleting) remove(deleting);
        }}
      />
    </section>
  );
}
