import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { DpaeCreateSchema } from "#domain/dpae/dpae-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { TextField } from "#web/app/components/form/text-field";
import { schemaCheck } from "#web/app/lib/forms/parse-form";
import { useRefusableForm } from "#web/app/lib/forms/use-refusable-form";
import { DpaeIssuesAlert } from "../+shared/dpae-issues-alert";
import type { Refusal } from "#web/app/lib/forms/refusal";

const checkDeclare = schemaCheck(DpaeCreateSchema);
/** The form's own fields: /v1's other refusals (the space's SIRET, the worker's NIR…) are listed above it. */
const FORM_FIELDS = ["order_id", "worker_id"];

/**
 * "Declare": the DPAE of a worker accepted on an order (its order and worker numbers, as on their
 * screens). The confirmation is then sent from the declaration's screen.
 */
export function DeclareForm({ refusal }: { refusal: Refusal | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errorOf, formError, formProps } = useRefusableForm({ check: checkDeclare, lastResult: refusal?.reply });
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/dpae") === true;
  return (
    <section aria-labelledby="dpae-declare-title" className="rounded-xl border border-line bg-surface p-4 shadow-xs">
      <h2 id="dpae-declare-title" className="text-base font-semibold text-ink">
        {t("dpae.declare.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("dpae.declare.intro")}</p>
      <Form method="post" {...formProps} className="mt-4 space-y-4">
        <DpaeIssuesAlert reply={refusal?.reply} except={FORM_FIELDS} />
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <div className="flex flex-wrap items-start gap-4">
          <TextField label={t("dpae.declare.orderId")} name="order_id" inputMode="numeric" autoComplete="off" error={errorOf("order_id")} />
          <TextField
            label={t("dpae.declare.workerId")}
            name="worker_id"
            inputMode="numeric"
            autoComplete="off"
            error={errorOf("worker_id")}
          />
          <button type="submit" className={`${buttonStyles.primary} sm:mt-7`} disabled={busy}>
            {t("dpae.declare.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
