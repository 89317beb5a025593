import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { SEXES } from "#domain/enums/worker";
import { isUnder18 } from "#domain/dates/birth-date";
import { formatNir } from "#domain/french/nir";
import { nirContradictsIdentity, nirCorsicaPredatesSplit } from "#domain/workers/worker-rules";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { Icon } from "#web/app/components/icons";
import { requiredLabel, useWorkerForm } from "./worker-form-context";
import { WorkerFormSection } from "./worker-form-section";

const FIELDS = [
  "sex",
  "first_name",
  "last_name",
  "maiden_name",
  "birth_date",
  "birth_city",
  "birth_department",
  "birth_country",
  "nationality",
  "nir",
] as const;

/** Spec 000 §3 Identity: civility, names, birth, nationality and NIR. */
export function IdentitySection() {
  const { t } = useTranslation();
  const { worker, error } = useWorkerForm();
  const [birthDate, setBirthDate] = useState(worker?.birth_date ?? "");
  const [sex, setSex] = useState(worker?.sex ?? "");
  const [nir, setNir] = useState(worker?.nir ?? "");
  // Spec 000 §5: a minor is flagged, never refused. Judged today as the user types; the file keeps
  // the flag the server set at registration.
  const today = new Date();
  const minor = birthDate !== "" && isUnder18(birthDate, today);
  // A NIR that contradicts the civility or the birth date is nearly always a typing slip in one of the
  // three; the form says so, but saves (spec 000 §5 checks only the NIR's pattern and key).
  const nirMismatch = nirContradictsIdentity({ nir, sex: sex === "mister" || sex === "misses" ? sex : null, birth_date: birthDate });
  // A 2A/2B NIR of a birth before 1976 is valid by its key (DOMAIN.md) but most likely mistyped: said
  // on its own, as it is the more precise of the two warnings.
  const corsicaMismatch = nirCorsicaPredatesSplit({ nir, birth_date: birthDate }, today);
  const nirWarning = corsicaMismatch
    ? "workers.profile.form.nirCorsicaWarning"
    : nirMismatch
      ? "workers.profile.form.nirIdentityWarning"
      : null;
  return (
    <WorkerFormSection title={t("workers.profile.form.sections.identity")} fields={FIELDS} defaultOpen>
      <SelectField
        label={t("workers.profile.form.sex")}
        name="sex"
        defaultValue={worker?.sex ?? ""}
        onChange={(event) => setSex(event.target.value)}
        emptyLabel={t("workers.profile.form.notSet")}
        options={SEXES.map((sex) => ({ value: sex, label: t(`workers.labels.sexes.${sex}`) }))}
        error={error("sex")}
      />
      <TextField
        label={requiredLabel(t("workers.profile.form.firstName"))}
        name="first_name"
        defaultValue={worker?.first_name ?? ""}
        required
        // No maxLength: a longer name is refused with a message (spec §9: 100), never cut while typed.
        autoComplete="off"
        error={error("first_name")}
      />
      <TextField
        label={requiredLabel(t("workers.profile.form.lastName"))}
        name="last_name"
        defaultValue={worker?.last_name ?? ""}
        required
        autoComplete="off"
        error={error("last_name")}
      />
      <TextField
        label={t("workers.profile.form.maidenName")}
        name="maiden_name"
        defaultValue={worker?.maiden_name ?? ""}
        autoComplete="off"
        error={error("maiden_name")}
      />
      <div>
        <TextField
          label={t("workers.profile.form.birthDate")}
          name="birth_date"
          type="date"
          value={birthDate}
          onChange={(event) => setBirthDate(event.target.value)}
          min="1900-01-01"
          error={error("birth_date")}
        />
        {minor ? (
          <p
            role="status"
            className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-amber-700 dark:text-amber-300"
            data-testid="under-18-flag"
          >
            <Icon name="exclamation" className="size-4 shrink-0" />
            {t("workers.profile.form.under18")}
          </p>
        ) : null}
      </div>
      <TextField
        label={t("workers.profile.form.birthCity")}
        name="birth_city"
        defaultValue={worker?.birth_city ?? ""}
        maxLength={255}
        error={error("birth_city")}
      />
      <TextField
        label={t("workers.profile.form.birthDepartment")}
        name="birth_department"
        defaultValue={worker?.birth_department ?? ""}
        maxLength={3}
        autoCapitalize="characters"
        hint={t("workers.profile.form.birthDepartmentHint")}
        error={error("birth_department")}
      />
      <TextField
        label={t("workers.profile.form.birthCountry")}
        name="birth_country"
        defaultValue={worker?.birth_country ?? ""}
        maxLength={255}
        error={error("birth_country")}
      />
      <TextField
        label={t("workers.profile.form.nationality")}
        name="nationality"
        defaultValue={worker?.nationality ?? ""}
        maxLength={255}
        error={error("nationality")}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t("workers.profile.form.nir")}
          name="nir"
          defaultValue={worker?.nir ? formatNir(worker.nir) : ""}
          onChange={(event) => setNir(event.target.value)}
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t("workers.profile.form.nirHint")}
          error={error("nir")}
        />
        {nirWarning && !error("nir") ? (
          <p
            role="status"
            className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-amber-700 dark:text-amber-300"
            data-testid="nir-identity-warning"
          >
            <Icon name="exclamation" className="size-4 shrink-0" />
            {t(nirWarning)}
          </p>
        ) : null}
      </div>
    </WorkerFormSection>
  );
}
