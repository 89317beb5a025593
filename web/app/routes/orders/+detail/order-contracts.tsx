import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import type { Contract } from "#domain/contracts/contract-schemas";
import type { ContractRefusalCode } from "#domain/contracts/contract-mentions";
import type { FieldError } from "#domain/errors/app-error";
import { formatDate } from "#domain/format/format-date-time";
import { Badge } from "#web/app/components/badge";
import { buttonStyles } from "#web/app/components/button-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { FormSection } from "#web/app/components/form/form-section";
import { Icon } from "#web/app/components/icons";
import { useTranslation } from "#web/app/i18n/use-translation";
import type { OrderContractsAnswer } from "#web/app/routes/contracts/order-contracts";
import { hireDay } from "#web/app/routes/dpae/+list/dpae-table";
import type { OrderDetail } from "./order-header";

type OrderWorker = OrderDetail["workers"][number];

export const CONTRACT_STATUS_TONES = {
  draft: "neutral",
  sent: "sky",
  signed: "emerald",
  declined: "amber",
  expired: "amber",
  cancelled: "neutral",
} as const;

/**
 * The order file's mission contracts (issue item 6, decision 0055): per accepted worker, the placement's
 * contracts with their number, status and due day (flagged when passed unsigned), or the button that
 * drafts them; both PDFs to preview. Its data comes from a resource route of its own
 * (/contracts/order/{id}), so the order's loader stays as it is. Shown to jobs-delegate holders only.
 */
export function OrderContracts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const list = useFetcher<{ contracts: Contract[] }>();
  const base = `/contracts/order/${order.id}`;
  const listUrl = `${base}?space_id=${order.space_id}`;
  const accepted = order.workers.filter((worker) => worker.status === "accepted");
  const wanted = accepted.length > 0;

  useEffect(() => {
    if (wanted) void list.load(listUrl);
    // `list` changes on every state; the URL says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listUrl, wanted]);

  if (!wanted) return null;
  const contractOf = (workerId: number) => list.data?.contracts.find((contract) => contract.worker_id === workerId);
  return (
    <FormSection title={t("contracts.orderFile.title")} description={t("contracts.orderFile.hint")} className="mt-5">
      <ul className="divide-y divide-line" data-testid="order-contracts">
        {accepted.map((worker) => (
          <WorkerContracts
            key={worker.worker_id}
            order={order}
            worker={worker}
            contract={contractOf(worker.worker_id)}
            loaded={list.data !== undefined}
            onCreated={() => void list.load(listUrl)}
            action={base}
          />
        ))}
      </ul>
    </FormSection>
  );
}

function WorkerContracts({
  order,
  worker,
  contract,
  loaded,
  onCreated,
  action,
}: {
  order: OrderDetail;
  worker: OrderWorker;
  contract: Contract | undefined;
  loaded: boolean;
  onCreated(): void;
  action: string;
}) {
  const { t, i18n } = useTranslation();
  const create = useFetcher<OrderContractsAnswer>();
  const answer = create.state === "idle" ? create.data : undefined;
  const handled = useRef<OrderContractsAnswer | undefined>(undefined);
  const name = `${worker.first_name} ${worker.last_name}`;

  useEffect(() => {
    if (answer?.ok && handled.current !== answer) {
      handled.current = answer;
      onCreated();
    }
  }, [answer, onCreated]);

  const shown = contract ?? (answer?.ok ? answer.contract : undefined);
  return (
    <li
      className="space-y-2 py-3 text-sm"
      data-testid="order-contract"
      data-worker-id={worker.worker_id}
      data-late={shown?.late ? "true" : "false"}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink">
            {worker.last_name.toUpperCase()} {worker.first_name}
          </p>
          {shown ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-muted">
              <span data-testid="order-contract-number">{t("contracts.orderFile.number", { number: shown.number })}</span>
              <Badge tone={CONTRACT_STATUS_TONES[shown.status]}>{t(`contracts.statuses.${shown.status}`)}</Badge>
              <span>{t("contracts.orderFile.dueBy", { date: formatDate(hireDay(shown.due_by), i18n.language) })}</span>
              {shown.late ? <Badge tone="amber">{t("contracts.list.late")}</Badge> : null}
            </p>
          ) : loaded ? (
            <p className="mt-1 text-ink-muted">{t("contracts.orderFile.none")}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {shown ? (
            <>
              <a
                href={`/contracts/${shown.id}/pdf/client`}
                className={`${buttonStyles.secondary} px-2.5 py-1`}
                aria-label={t("contracts.orderFile.clientPdfFor", { name })}
              >
                <Icon name="document" className="size-4" />
                {t("contracts.list.clientPdf")}
              </a>
              <a
                href={`/contracts/${shown.id}/pdf/worker`}
                className={`${buttonStyles.secondary} px-2.5 py-1`}
                aria-label={t("contracts.orderFile.workerPdfFor", { name })}
              >
                <Icon name="document" className="size-4" />
                {t("contracts.list.workerPdf")}
              </a>
            </>
          ) : loaded ? (
            <create.Form method="post" action={action}>
              <input type="hidden" name="worker_id" value={worker.worker_id} />
              <button
                type="submit"
                className={`${buttonStyles.primary} px-2.5 py-1`}
                disabled={create.state !== "idle"}
                aria-label={t("contracts.orderFile.createFor", { name })}
              >
                {t("contracts.orderFile.create")}
              </button>
            </create.Form>
          ) : null}
        </div>
      </div>
      {answer && !answer.ok ? <ContractRefusal answer={answer} order={order} workerId={worker.worker_id} /> : null}
    </li>
  );
}

/** Where a missing mention is filled: the order's form, the agency's settings or the worker's file. */
function formOf(field: string, order: OrderDetail, workerId: number): string | null {
  if (field.startsWith("order.") || field.startsWith("position.")) return `/orders/${order.id}/edit`;
  if (field.startsWith("space.")) return "/space/settings";
  if (field.startsWith("worker.")) return `/workers/${workerId}`;
  return null;
}

function ContractRefusal({
  answer,
  order,
  workerId,
}: {
  answer: Extract<OrderContractsAnswer, { ok: false }>;
  order: OrderDetail;
  workerId: number;
}) {
  const { t } = useTranslation();
  if (answer.missing.length === 0) {
    return <FormAlert tone="error">{t(answer.message?.key ?? "errors.unknown", answer.message?.values ?? {})}</FormAlert>;
  }
  return (
    <FormAlert tone="error">
      <p className="font-medium">{t("contracts.orderFile.refused")}</p>
      <ul className="mt-1 list-disc pl-5" data-testid="order-contract-missing">
        {answer.missing.map((error: FieldError) => {
          const to = formOf(error.field, order, workerId);
          // The reasons /v1 refuses a placement's contracts with (domain/contracts/contract-mentions.ts).
          const reason = error.reason as ContractRefusalCode | "not_accepted";
          const label = t(`contracts.orderFile.missing.${reason}`, { defaultValue: error.field });
          return (
            <li key={`${error.field}-${error.reason}`} data-field={error.field}>
              {to ? (
                <Link to={to} className="font-medium underline underline-offset-2">
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
    </FormAlert>
  );
}
