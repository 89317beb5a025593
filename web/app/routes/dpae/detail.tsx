import { useTranslation } from "#web/app/i18n/use-translation";
import { data, useFetcher } from "react-router";
import { z } from "zod";
import { DpaeDetailSchema } from "#domain/dpae/dpae-schemas";
import { formatDate, formatDateTime } from "#domain/format/format-date-time";
import { BackLink } from "#web/app/components/back-link";
import { FormAlert } from "#web/app/components/form/form-alert";
import { PageHeader } from "#web/app/components/page-header";
import { ScreenErrorBoundary, screenTitleKey } from "#web/app/components/screen-error-boundary";
import { pageTitle } from "#web/app/i18n/page-title";
import { callApi, loadFromApi, loaderFailure } from "#web/app/lib/api.server";
import { numericIdParam } from "#web/app/lib/route-params.server";
import { requirePermission } from "#web/app/lib/session.server";
import { ConfirmationPanel } from "./+detail/confirmation-panel";
import { resendDeclaration, sendConfirmation, type DetailAnswer } from "./+detail/detail-actions.server";
import { DpaeReturns } from "./+detail/dpae-returns";
import { DpaeXml } from "./+detail/dpae-xml";
import { ResendForm } from "./+detail/resend-form";
import { hireDay } from "./+list/dpae-table";
import { DpaeStatusBadge } from "./+shared/dpae-status-badge";
import { useOneShotSearchParam } from "#web/app/lib/use-one-shot-search-param";
import type { Route } from "./+types/detail";

// /dpae/{id}: a declaration's status, URSSAF's returns and error, the XML sent, the
// resend after an error, and the declared worker's mission confirmation (PDFs and send).

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return pageTitle(matches, screenTitleKey(error, "pages.dpae"));
  return pageTitle(matches, "dpae.detail.title", { id: loaderData.declaration.id });
}

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "jobs-delegate");
  const id = numericIdParam(args.params.id);
  const [{ data: declaration }, xmlResponse] = await Promise.all([
    loadFromApi(args, `/dpae/${id}`, DpaeDetailSchema),
    callApi(args, `/dpae/${id}/xml`),
  ]);
  if (!xmlResponse.ok) return loaderFailure(args, xmlResponse);
  const params = new URL(args.request.url).searchParams;
  const declared = params.get("declared");
  return {
    declaration,
    xml: await xmlResponse.text(),
    declared: declared === "created" || declared === "existing" ? declared : null,
    pdfError: params.get("pdf_error") === "1",
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend"), deposit_checked: z.literal("true").optional() }),
  z.object({ intent: z.literal("send-confirmation") }),
]);

export async function action(args: Route.ActionArgs) {
  await requirePermission(args, "jobs-delegate");
  const id = numericIdParam(args.params.id);
  const formData = await args.request.formData();
  const parsed = ActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw data(null, { status: 400 });
  if (parsed.data.intent === "resend") return resendDeclaration(args, id, parsed.data.deposit_checked === "true");
  // The order and worker are the declaration's own, read again: the form names neither.
  const { data: declaration } = await loadFromApi(args, `/dpae/${id}`, DpaeDetailSchema);
  if (declaration.order_id === null) throw data(null, { status: 409 });
  return sendConfirmation(args, declaration.order_id, declaration.worker_id);
}

/** One fact of the declaration; a dash where it has none yet (no flow id before the deposit, say). */
function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{value ?? "—"}</dd>
    </div>
  );
}

export default function DpaeDetailScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { declaration, xml, declared, pdfError } = loaderData;
  useOneShotSearchParam("pdf_error", pdfError);
  const name = `${declaration.worker_first_name} ${declaration.worker_last_name}`;
  const instant = (value: string | null) => (value ? formatDateTime(new Date(value), i18n.language) : null);
  const back = `/dpae/${declaration.id}`;
  // The resend form leaves with the error it answered (the status is pending again): the page says it went.
  const resend = useFetcher<DetailAnswer>({ key: "dpae-resend" });
  const resent = resend.data?.ok === true && declaration.status !== "error";

  return (
    <div className="space-y-6">
      <BackLink to="/dpae">{t("dpae.detail.back")}</BackLink>
      <PageHeader title={t("dpae.detail.title", { id: declaration.id })} description={name}>
        <span data-testid="dpae-status">
          <DpaeStatusBadge status={declaration.status} />
        </span>
      </PageHeader>
      {declared ? (
        <FormAlert tone="success">{t(declared === "created" ? "dpae.declare.created" : "dpae.declare.existing")}</FormAlert>
      ) : null}
      {resent ? <FormAlert tone="success">{t("dpae.detail.resent")}</FormAlert> : null}
      {declaration.test ? <FormAlert tone="info">{t("dpae.testDeposit")}</FormAlert> : null}

      <section aria-labelledby="dpae-summary-title" className="rounded-xl border border-line bg-surface p-4 shadow-xs">
        <h2 id="dpae-summary-title" className="text-base font-semibold text-ink">
          {t("dpae.detail.summary")}
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t("dpae.list.status")} value={t(`dpae.statuses.${declaration.status}`)} />
          <Fact label={t("dpae.list.worker")} value={name} />
          <Fact label={t("dpae.list.order")} value={declaration.order_id === null ? null : String(declaration.order_id)} />
          <Fact label={t("dpae.detail.hireDate")} value={formatDate(hireDay(declaration.hire_date), i18n.language)} />
          <Fact label={t("dpae.detail.hiredAt")} value={instant(declaration.hired_at)} />
          <Fact label={t("dpae.list.contract")} value={declaration.contract_nature} />
          <Fact
            label={t("dpae.detail.contractEnd")}
            value={declaration.contract_end_date ? formatDate(hireDay(declaration.contract_end_date), i18n.language) : null}
          />
          <Fact label={t("dpae.detail.employerSiret")} value={declaration.employer_siret} />
          <Fact label={t("dpae.detail.flowId")} value={declaration.urssaf_flow_id} />
          <Fact label={t("dpae.detail.sentAt")} value={instant(declaration.sent_at)} />
          <Fact label={t("dpae.detail.acknowledgedAt")} value={instant(declaration.acknowledged_at)} />
          <Fact label={t("dpae.detail.completedAt")} value={instant(declaration.completed_at)} />
        </dl>
      </section>

      {declaration.status === "error" ? (
        <section aria-labelledby="dpae-error-title" className="space-y-3 rounded-xl border border-line bg-surface p-4 shadow-xs">
          <h2 id="dpae-error-title" className="text-base font-semibold text-ink">
            {t("dpae.detail.urssafError")}
          </h2>
          {declaration.error_message ? (
            <p className="text-sm text-ink" data-testid="dpae-error">
              {declaration.error_message}
            </p>
          ) : null}
          <ResendForm outcomeUnknown={declaration.outcome_unknown} />
        </section>
      ) : null}

      {declaration.order_id !== null ? (
        <ConfirmationPanel orderId={declaration.order_id} workerId={declaration.worker_id} back={back} pdfError={pdfError} />
      ) : null}

      <DpaeReturns returns={declaration.returns} />
      <DpaeXml id={declaration.id} xml={xml} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenErrorBoundary error={error} />;
}
