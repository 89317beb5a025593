import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { hasPermission } from "#domain/auth/permissions";
import { buttonStyles } from "#web/app/components/button-styles";
import { EmptyState } from "#web/app/components/empty-state";
import { Icon } from "#web/app/components/icons";
import { useShell } from "#web/app/routes/shell/+shared/shell-context";
import { InterviewAnswersForm, type InterviewQuestion } from "./interview-answers-form";
import { QuestionsEditor } from "./questions-editor";
import { TabHeader } from "./tab-header";

// The interview questionnaire tab (spec 000 §2): the space's questions with the worker's answers, then
// the questions removed since that the worker had answered (read only). Space administrators also get
// the editor of the questionnaire; /v1 refuses it to anyone else.

export function InterviewPanel({ workerId, spaceId, questions }: { workerId: number; spaceId: number; questions: InterviewQuestion[] }) {
  const { t } = useTranslation();
  const { permissions } = useShell();
  const [managing, setManaging] = useState(false);
  const mayManage = hasPermission(permissions, "space-users");
  const live = questions.filter((question) => !question.archived);
  const archived = questions.filter((question) => question.archived);
  const manageButton = (style: string) => (
    <button type="button" className={style} onClick={() => setManaging(true)}>
      <Icon name="adjustments" className="size-4" />
      {t("workers.tabs.interview.manage")}
    </button>
  );

  return (
    <section aria-labelledby="interview-title" aria-describedby="interview-description">
      <TabHeader id="interview-title" title={t("workers.tabs.interview.title")}>
        {mayManage && live.length > 0 ? manageButton(buttonStyles.secondary) : null}
      </TabHeader>
      <p id="interview-description" className="mt-1 text-sm text-ink-muted">
        {t("workers.tabs.interview.description")}
      </p>

      <div className="mt-4 space-y-6">
        {live.length === 0 ? (
          <EmptyState
            icon="clipboard"
            title={t("workers.tabs.interview.emptyTitle")}
            hint={mayManage ? t("workers.tabs.interview.emptyMessage") : t("workers.tabs.interview.emptyMessageAskAdmin")}
          >
            {mayManage ? manageButton(buttonStyles.primary) : null}
          </EmptyState>
        ) : (
          <InterviewAnswersForm workerId={workerId} questions={live} />
        )}

        {archived.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-ink">{t("workers.tabs.interview.archived")}</h3>
            <p className="mt-0.5 text-sm text-ink-muted">{t("workers.tabs.interview.archivedHint")}</p>
            <dl className="mt-3 space-y-3">
              {archived.map((question) => (
                <div key={question.id} className="rounded-xl border border-dashed border-line-strong p-3">
                  <dt className="text-sm font-medium text-ink-muted">{question.label}</dt>
                  <dd className="mt-1 text-sm whitespace-pre-line text-ink">{question.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>

      {mayManage ? <QuestionsEditor spaceId={spaceId} questions={live} open={managing} onClose={() => setManaging(false)} /> : null}
    </section>
  );
}
