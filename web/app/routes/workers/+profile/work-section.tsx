import { useId } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { TRANSPORTATION_MEANS } from "#domain/enums/worker";
import { FAVORITE_JOBS_MAX } from "#domain/workers/favorite-jobs";
import { INTRODUCTION_TEXT_MAX } from "#domain/validation/text";
import { RESUME_KEYWORDS_MAX } from "#domain/workers/worker-schemas";
import { hintStyles } from "#web/app/components/form/field-styles";
import { TextField } from "#web/app/components/form/text-field";
import { TextareaField } from "#web/app/components/form/textarea-field";
import { CheckboxGroup } from "./checkbox-group";
import { useWorkerForm } from "./worker-form-context";
import { WorkerFormSection } from "./worker-form-section";

const JOB_SLOTS = Array.from({ length: FAVORITE_JOBS_MAX }, (_, index) => index);
const FIELDS = [
  "favorite_jobs",
  ...JOB_SLOTS.map((index) => `favorite_jobs.${index}`),
  "transportation_means",
  "introduction_text",
  "resume_keywords",
];

/** Spec 000 §3 Work: wished jobs (three at most), transport means, presentation and CV keywords. */
export function WorkSection() {
  const { t } = useTranslation();
  const { worker, layout, error } = useWorkerForm();
  const hintId = useId();
  const jobs = worker?.favorite_jobs ?? [];
  return (
    <WorkerFormSection title={t("workers.profile.form.sections.work")} fields={FIELDS}>
      <fieldset className="min-w-0 sm:col-span-2" aria-describedby={hintId}>
        <legend className="text-sm font-medium text-ink">{t("workers.profile.form.favoriteJobs")}</legend>
        <p id={hintId} className={hintStyles}>
          {t("workers.profile.form.favoriteJobsHint")}
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {JOB_SLOTS.map((index) => (
            <TextField
              key={index}
              label={t("workers.profile.form.favoriteJob", { number: index + 1 })}
              name="favorite_jobs"
              defaultValue={jobs[index] ?? ""}
              maxLength={255}
              error={error(`favorite_jobs.${index}`) ?? (index === 0 ? error("favorite_jobs") : undefined)}
            />
          ))}
        </div>
      </fieldset>
      <CheckboxGroup
        legend={t("workers.profile.form.transport")}
        name="transportation_means"
        options={TRANSPORTATION_MEANS.map((mean) => ({ value: mean, label: t(`workers.labels.transport.${mean}`) }))}
        defaultValues={worker?.transportation_means ?? []}
        error={error("transportation_means")}
        large={layout === "mobile"}
      />
      <TextareaField
        label={t("workers.profile.form.introductionText")}
        name="introduction_text"
        defaultValue={worker?.introduction_text ?? ""}
        maxLength={INTRODUCTION_TEXT_MAX}
        rows={4}
        className="sm:col-span-2"
        error={error("introduction_text")}
      />
      <TextareaField
        label={t("workers.profile.form.resumeKeywords")}
        name="resume_keywords"
        defaultValue={worker?.resume_keywords ?? ""}
        maxLength={RESUME_KEYWORDS_MAX}
        rows={3}
        className="sm:col-span-2"
        hint={t("workers.profile.form.resumeKeywordsHint")}
        error={error("resume_keywords")}
      />
    </WorkerFormSection>
  );
}
