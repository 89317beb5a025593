import { useEffect } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { parisDayStart } from "#domain/dates/paris-day";
import { formatDate } from "#domain/format/format-date-time";
import type { Suggestion } from "#domain/ocr/suggestion-schemas";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { showSnackbar } from "#web/app/components/snackbar/snackbar-bus";
import { formMessageOf } from "#web/app/lib/forms/refusal";
import { useFetcherAnswer } from "../+tabs/use-fetcher-answer";
import type { SuggestionDecision, SuggestionsAnswer } from "../file/suggestions";

// What OCR read on the worker's documents, offered on the profile: each value to accept
// onto the profile (the worker's own edit, its rules and lost-update guard) or to dismiss. A reading that
// failed says the spec's "OCR saving failed"; a space without its ocr flag says the feature is off.

export function OcrSuggestions({ worker }: { worker: WorkerFile }) {
  const { t, i18n } = useTranslation();
  const loader = useFetcher<SuggestionsAnswer>({ key: `worker-${worker.id}-suggestions` });
  const decision = useFetcher<SuggestionDecision>({ key: `worker-${worker.id}-suggestion-decision` });
  const path = `/workers/${worker.id}/suggestions`;
  const { load } = loader;
  // Loaded again after each decision: the profile itself reloads with the accepted value.
  useEffect(() => {
    void load(path);
  }, [load, path, worker.updated_at]);
  useFetcherAnswer(decision, (answer) => {
    if (answer.ok)
      showSnackbar({
        key: answer.intent === "accept" ? "documents.suggestions.accepted" : "documents.suggestions.rejected",
        tone: "success",
      });
    else showSnackbar({ ...formMessageOf(answer.reply), tone: "error" });
    void load(path);
  });

  const answer = loader.data;
  if (!answer) return null;
  if (answer.deactivated) {
    return (
      <p className="mb-4 text-sm text-ink-subtle" data-testid="ocr-deactivated">
        {t("documents.suggestions.deactivated")}
      </p>
    );
  }
  if (answer.suggestions.length === 0 && answer.failedDocuments.length === 0) return null;
  const deciding = decision.state !== "idle" ? Number(decision.formData?.get("suggestion_id")) : null;
  const shown = (suggestion: Suggestion) =>
    suggestion.field === "birth_date" ? formatDate(parisDayStart(suggestion.value), i18n.language) : suggestion.value;

  return (
    <section
      aria-labelledby="ocr-suggestions-title"
      className="mb-6 rounded-2xl border border-sky-200 bg-sky-50/60 p-4 dark:border-sky-900 dark:bg-sky-950/40"
    >
      <h2 id="ocr-suggestions-title" className="text-base font-semibold text-ink">
        {t("documents.suggestions.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("documents.suggestions.description")}</p>
      {answer.failedDocuments.length > 0 ? (
        <div className="mt-3">
          <FormAlert tone="error">
            {t("documents.errors.ocrFailed")} ({answer.failedDocuments.join(", ")})
          </FormAlert>
        </div>
      ) : null}
      {answer.suggestions.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {answer.suggestions.map((suggestion) => {
            const field = t(`documents.suggestions.fields.${suggestion.field}`);
            const value = shown(suggestion);
            return (
              <li
                key={suggestion.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface px-3 py-2 shadow-xs"
                aria-busy={deciding === suggestion.id}
              >
                <p className="text-sm text-ink">
                  <span className="font-medium">{field}</span> : {value}
                </p>
                <div className="flex gap-2">
                  {(["accept", "reject"] as const).map((intent) => (
                    <button
                      key={intent}
                      type="button"
                      className={intent === "accept" ? buttonStyles.primary : buttonStyles.secondary}
                      aria-label={t(`documents.suggestions.${intent}`, { field, value })}
                      disabled={deciding !== null}
                      onClick={() =>
                        void decision.submit(
                          { intent, suggestion_id: suggestion.id, version: worker.updated_at },
                          { method: "post", action: path },
                        )
                      }
                    >
                      {t(intent === "accept" ? "documents.suggestions.acceptShort" : "documents.suggestions.rejectShort")}
                    </button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
