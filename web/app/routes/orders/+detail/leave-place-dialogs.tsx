import { useId, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { FieldMessages } from "#web/app/components/form/field-message";
import { describedByOf } from "#web/app/components/form/field-styles";
import { FormAlert } from "#web/app/components/form/form-alert";
import { formMessageOf } from "#web/app/lib/forms/refusal";
import { DialogFrame } from "#web/app/routes/shell/+shared/dialog-frame";
import type { OrderDetail } from "./order-header";
import { useOrderWrite } from "./use-order-write";
import { ForceAvailabilityField } from "./force-availability-field";
import { WorkerSearchField } from "./worker-search-field";
import { useWorkerSearch } from "./use-worker-search";

// An accepted worker leaves the place (spec 000 §3 order-template statuses `replaced` and `abandoned`,
// decisions 0029 and 0037): the confirmation says what /v1 then does. The place is freed (or taken by
// the replacement at once); the contracts the order gave the worker are removed from their availability
// for the periods not yet begun, a period under way stays; the replacement is put in contract for the
// periods not yet over. No SMS goes: staff agree it with the workers by phone.

type OrderWorker = OrderDetail["workers"][number];
const nameOf = (worker: OrderWorker) => `${worker.first_name} ${worker.last_name}`;

/** "Abandon": the worker left the mission; the place is free for another proposal. */
export function AbandonDialog({ worker, onClose }: { worker: OrderWorker | null; onClose(): void }) {
  const { t } = useTranslation();
  const abandon = useOrderWrite("abandon", { doneKey: "orders.file.abandoned", onDone: onClose });
  return (
    <ConfirmDialog
      open={worker !== null}
      title={t("orders.abandon.title")}
      description={worker ? t("orders.abandon.message", { name: nameOf(worker) }) : ""}
      confirmLabel={t("orders.abandon.confirm")}
      busy={abandon.busy}
      onClose={onClose}
      onConfirm={() => worker && abandon.submit({ worker_id: String(worker.worker_id) })}
    />
  );
}

/** "Remplacer": another worker of the pool takes the place at once. `openingId` is new at each opening (0: closed). */
export function ReplacementDialog({
  order,
  worker,
  openingId,
  onClose,
}: {
  order: OrderDetail;
  worker: OrderWorker | null;
  openingId: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const open = worker !== null && openingId > 0;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t("orders.replacement.title")}
      description={worker ? t("orders.replacement.intro", { name: nameOf(worker) }) : undefined}
      size="lg"
    >
      {open ? <ReplacementForm key={openingId} order={order} worker={worker} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function ReplacementForm({ order, worker, onClose }: { order: OrderDetail; worker: OrderWorker; onClose(): void }) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState("");
  const results = useWorkerSearch(order.space_id, query);
  const [chosen, setChosen] = useState<number | null>(null);
  const [force, setForce] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const replace = useOrderWrite("replace", {
    doneKey: "orders.file.replaced",
    onDone: onClose,
    onRefused(answer) {
      if (answer.ok) return false;
      // "Worker unavailable", "Worker already in contract", not found…: under the choice; anything else above it.
      const text = answer.reply.error?.replacement_worker_id?.[0];
      const message = formMessageOf(answer.reply);
      setFieldError(text ? t(text.key, text.values ?? {}) : undefined);
      setFormError(text ? null : t(message.key, message.values ?? {}));
      return true;
    },
  });
  // Who holds a place already, or held it and left, cannot take this one.
  const onOrder = new Set(
    order.workers.filter((row) => ["accepted", "replaced", "abandoned"].includes(row.status)).map((row) => row.worker_id),
  );
  const candidates = (results ?? []).filter((candidate) => !onOrder.has(candidate.id));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === null) {
          setFieldError(t("orders.replacement.noneChosen"));
          return;
        }
        setFieldError(undefined);
        setFormError(null);
        replace.submit({
          worker_id: String(worker.worker_id),
          replacement_worker_id: String(chosen),
          force: force ? "true" : "false",
        });
      }}
    >
      {formError ? (
        <div className="mb-4">
          <FormAlert tone="error">{formError}</FormAlert>
        </div>
      ) : null}
      <WorkerSearchField query={query} onQuery={setQuery} listId={listId} />
      <fieldset className="mt-3" aria-describedby={describedByOf(listId, null, fieldError)}>
        <legend className="text-sm font-medium text-ink">{t("orders.replacement.choose")}</legend>
        <ul
          id={listId}
          className="mt-2 max-h-72 divide-y divide-line overflow-y-auto rounded-lg border border-line"
          data-testid="replacement-candidates"
        >
          {candidates.length === 0 && results !== null ? (
            <li className="px-3 py-2 text-sm text-ink-muted">{t("orders.proposal.noResults")}</li>
          ) : null}
          {candidates.map((candidate) => (
            <li key={candidate.id} className="px-3 py-2">
              <label className="flex items-center gap-2.5 text-sm text-ink">
                <input
                  type="radio"
                  name="replacement_worker_id"
                  value={candidate.id}
                  checked={chosen === candidate.id}
                  onChange={() => setChosen(candidate.id)}
                  className="size-4 accent-primary-600"
                />
                {candidate.name}
              </label>
            </li>
          ))}
        </ul>
        <FieldMessages id={listId} error={fieldError} />
      </fieldset>
      <ForceAvailabilityField
        label={t("orders.replacement.force")}
        forcedByOrder={order.force_available_workers}
        force={force}
        onForce={setForce}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t("common.cancel")}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={replace.busy}>
          {replace.busy ? t("orders.replacement.replacing") : t("orders.replacement.confirm")}
        </button>
      </div>
    </form>
  );
}
