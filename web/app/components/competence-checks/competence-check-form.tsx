import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { CompetenceCheckCreateSchema, type CompetenceCheck } from "#domain/companies/competence-check-schemas";
import { COMPETENCE_CHECK_CONTRACT_TYPES } from "#domain/enums/company";
import { formatFrenchPhone } from "#domain/french/phone";
import { expireSessionKeepingForm } from "#web/app/lib/api.client";
import { VERSION_FIELD } from "#web/app/lib/row-version";
import type { action } from "#web/app/routes/competence-checks/actions";
import { fieldMessagesFromZod } from "#web/app/lib/field-messages";
import { formMessageOf, refusesFields, type FieldMessages, type FormReply } from "#web/app/lib/forms/refusal";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { buttonStyles } from "../button-styles";
import { CompanyPicker, type CompanyOption } from "../company-picker";
import { CheckboxField } from "../form/checkbox-field";
import { SelectField } from "../form/select-field";
import { TextField } from "../form/text-field";
import { TextareaField } from "../form/textarea-field";
import { showSnackbar } from "../snackbar/snackbar-bus";
import { competenceCheckInputFromForm, todayInParis } from "./competence-check-values";
import type { CompetenceChecksScope } from "./competence-checks-scope";

/** Where the panel's writes go (routes/competence-checks/actions.ts): never /v1 from the browser. */
export const COMPETENCE_CHECKS_ACTION = "/competence-checks";

/**
 * Creates or edits one competence check through the route action, checked in the browser with the schema /v1 applies
 * (CompetenceCheckCreateSchema) as fields are left and on submit; the server's refusals show under the
 * fields. From a worker's file the company is picked (and kept on an edit); from a company's it is that one.
 */
export function CompetenceCheckForm({
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
  const [lastResult, setLastResult] = useState<FormReply | null>(null);
  const companyId = scope.companyId ?? company?.id;
  // The picked company, read by the check at once when the picker changes (before the next render).
  const companyIdRef = useRef(companyId);
  companyIdRef.current = companyId;
  const fetcher = useFetcher<typeof action>();
  const saving = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<unknown>(fetcher.data);

  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      showSnackbar({ key: check ? "companies.checks.saved" : "companies.checks.created", tone: "success" });
      onDone(check ? "updated" : "created");
      return;
    }
    // Signed out meanwhile: the spec's 401 message and sign-out, keeping what was typed.
    if (answer.status === 401) {
      expireSessionKeepingForm(formRef.current);
      return;
    }
    if (answer.status === 422 && refusesFields(answer.reply)) {
      setLastResult(answer.reply);
      return;
    }
    // A 412 (changed by someone else since the dialog opened), no rights, a failure: the dialog stays open.
    showSnackbar({ ...formMessageOf(answer.reply), tone: "error" });
  }, [answer, check, onDone]);

  function inputOf(formData: FormData) {
    const input = competenceCheckInputFromForm(formData);
    if (companyIdRef.current !== undefined) input.company_id = companyIdRef.current;
    if (scope.workerId !== undefined) input.worker_id = scope.workerId;
    return input;
  }

  // The period rule ties the two dates: Conform checks the whole form, so correcting one rechecks the other.
  const {
    form,
    errorOf: error,
    formProps,
  } = useRefusableForm({
    check(formData): FieldMessages {
      const input = inputOf(formData);
      const parsed = CompetenceCheckCreateSchema.safeParse(input);
      return parsed.success ? {} : fieldMessagesFromZod(parsed.error, input);
    },
    lastResult,
    onValid(event, formData) {
      event.preventDefault();
      if (companyId !== undefined) formData.set("company_id", String(companyId));
      if (scope.workerId !== undefined) formData.set("worker_id", String(scope.workerId));
      formData.set("intent", check ? "update" : "create");
      if (check) {
        formData.set("check_id", String(check.id));
        formData.set(VERSION_FIELD, check.updated_at);
      }
      void fetcher.submit(formData, { method: "post", action: COMPETENCE_CHECKS_ACTION });
    },
  });

  return (
    <form {...formProps} ref={formRef} method="post" action={COMPETENCE_CHECKS_ACTION} className="space-y-4">
      {scope.workerId !== undefined ? (
        <CompanyPicker
          label={`${t("companies.checks.company")} *`}
          spaceId={scope.spaceId}
          value={company}
          onChange={(chosen) => {
            setCompany(chosen);
            companyIdRef.current = chosen?.id;
            form.validate({ name: "company_id" });
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
          defaultValue={
            check
              ? check.company_phone
                ? formatFrenchPhone(check.company_phone)
                : ""
              : scope.companyPhone
                ? formatFrenchPhone(scope.companyPhone)
                : ""
          }
          maxLength={40}
          autoComplete="off"
          error={error("company_phone")}
        />
        <TextField
          label={t("companies.checks.dateFrom")}
          name="date_from"
          type="date"
          defaultValue={check?.date_from ?? ""}
          error={error("date_from")}
        />
        <TextField
          label={t("companies.checks.dateTo")}
          name="date_to"
          type="date"
          defaultValue={check?.date_to ?? ""}
          error={error("date_to")}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField
          label={t("companies.checks.takeBack")}
          name="take_back"
          defaultChecked={check?.take_back ?? false}
          hint={t("companies.checks.takeBackHint")}
        />
        <CheckboxField
          label={t("companies.checks.prospect")}
          name="prospect"
          defaultChecked={check?.prospect ?? false}
          hint={t("companies.checks.prospectHint")}
        />
      </div>
      <TextareaField
        label={t("companies.checks.exchange")}
        name="exchange"
        defaultValue={check?.exchange ?? ""}
        rows={4}
        maxLength={5000}
        error={error("exchange")}
      />
      <TextareaField
        label={t("companies.checks.summary")}
        name="summary"
        defaultValue={check?.summary ?? ""}
        rows={3}
        maxLength={5000}
        error={error("summary")}
      />
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
