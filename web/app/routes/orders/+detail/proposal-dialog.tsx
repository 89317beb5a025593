import { useId, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { buttonStyles } from "#web/app/components/button-styles";
import { CheckboxField } from "#web/app/components/form/checkbox-field";
import { FormAlert } from "#web/app/components/form/form-alert";
import { fieldMessagesOf, formMessageOf } from "#web/app/lib/forms/refusal";
import { Icon } from "#web/app/components/icons";
import { DialogFrame } from "#web/app/routes/shell/+shared/dialog-frame";
import { MatchingPositions } from "./matching-positions";
import type { OrderDetail } from "./order-header";
import { useOrderWrite } from "./use-order-write";
import { ForceAvailabilityField } from "./force-availability-field";
import { WorkerSearchField } from "./worker-search-field";
import { useWorkerSearch, type Candidate } from "./use-worker-search";
import { CandidateShortlist, ShortlistFilterFields } from "./candidate-shortlist";
import type { ShortlistFilters } from "./use-order-candidates";

/**
 * The proposal dialog: workers chosen from the pool, searched by name, then the
 * mission proposed to them by SMS. /v1 refuses workers not available for the order's periods (spec 000
 * §8 "Worker unavailable"): each is marked with why, and the user may force the proposal.
 * `openingId` is new at each opening (0: closed), so each opening starts afresh.
 */
export function ProposalDialog({ order, openingId, onClose }: { order: OrderDetail; openingId: number; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      open={openingId > 0}
      onClose={onClose}
      title={t("orders.proposal.title")}
      description={t("orders.proposal.intro")}
      size="lg"
    >
      {openingId > 0 ? <ProposalForm key={openingId} order={order} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function ProposalForm({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const resultsId = useId();
  const [query, setQuery] = useState("");
  const results = useWorkerSearch(order.space_id, query);
  const [chosen, setChosen] = useState<Candidate[]>([]);
  const [force, setForce] = useState(false);
  const [filters, setFilters] = useState<ShortlistFilters>({ maxKm: null, available: false, qualified: false });
  const [unavailable, setUnavailable] = useState<Set<number>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const propose = useOrderWrite("propose", {
    onRefused(answer) {
      if (answer.ok) return false;
      // 422 "Worker unavailable": worker_ids.<index> names each refused worker, in the order sent.
      const message = formMessageOf(answer.reply);
      const refused = fieldMessagesOf(answer.reply)
        .map(([field]) => /^worker_ids\.(\d+)$/.exec(field)?.[1])
        .filter((index): index is string => index !== undefined)
        .map((index) => chosen[Number(index)]?.id)
        .filter((id): id is number => id !== undefined);
      setUnavailable(new Set(refused));
      setFormError(t(message.key, message.values ?? {}));
      return true;
    },
  });
  const sent = propose.answer?.ok && propose.answer.intent === "propose" ? propose.answer.proposals : undefined;

  if (sent) {
    const nameOf = new Map(chosen.map((candidate) => [candidate.id, candidate.name]));
    const queued = sent.filter((result) => result.status === "queued").length;
    return (
      <div>
        <FormAlert tone="success">
          <span data-testid="proposal-summary">{t("orders.proposal.sent", { count: queued })}</span>
        </FormAlert>
        <ul className="mt-4 divide-y divide-line text-sm" data-testid="proposal-results">
          {sent.map((result) => (
            <li key={result.worker_id} className="flex justify-between gap-3 py-2">
              <span>{nameOf.get(result.worker_id) ?? result.worker_id}</span>
              <span className="text-ink-muted">{t(`orders.proposal.results_${result.status as "queued"}`)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {t("orders.proposal.close")}
          </button>
        </div>
      </div>
    );
  }

  function toggle(candidate: Candidate, checked: boolean) {
    setChosen((current) => (checked ? [...current, candidate] : current.filter((item) => item.id !== candidate.id)));
  }

  const listed = [...chosen, ...(results ?? []).filter((result) => !chosen.some((item) => item.id === result.id))];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) {
          setFormError(t("orders.proposal.noneChosen"));
          return;
        }
        setFormError(null);
        propose.submit({ worker_ids: chosen.map((item) => String(item.id)), force: force ? "true" : "false" });
      }}
    >
      {formError ? (
        <div className="mb-4">
          <FormAlert tone="error">{formError}</FormAlert>
        </div>
      ) : null}
      <WorkerSearchField query={query} onQuery={setQuery} listId={resultsId} />
      {/* Without a name, the order's ranked shortlist (decision 0049); a name searches the whole pool. */}
      {query.trim() === "" ? (
        <div className="mt-3">
          <ShortlistFilterFields filters={filters} onFilters={setFilters} />
        </div>
      ) : null}
      <p className="mt-3 text-sm font-medium text-ink" aria-live="polite" data-testid="proposal-chosen">
        {t("orders.proposal.chosen", { count: chosen.length })}
      </p>
      {query.trim() === "" ? (
        <CandidateShortlist
          orderId={order.id}
          spaceId={order.space_id}
          filters={filters}
          chosen={chosen}
          unavailable={unavailable}
          onToggle={toggle}
          listId={resultsId}
        />
      ) : (
        <fieldset className="mt-2">
          <legend className="sr-only">{t("orders.proposal.results")}</legend>
          <ul
            id={resultsId}
            className="max-h-72 divide-y divide-line overflow-y-auto rounded-lg border border-line"
            data-testid="proposal-candidates"
          >
            {listed.length === 0 && results !== null ? (
              <li className="px-3 py-2 text-sm text-ink-muted">{t("orders.proposal.noResults")}</li>
            ) : null}
            {listed.map((candidate) => (
              <li key={candidate.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <div className="min-w-0">
                  <CheckboxField
                    label={candidate.name}
                    name="worker_ids"
                    value={String(candidate.id)}
                    hint={candidate.details}
                    checked={chosen.some((item) => item.id === candidate.id)}
                    onChange={(event) => toggle(candidate, event.target.checked)}
                    error={unavailable.has(candidate.id) ? t("orders.proposal.unavailable") : undefined}
                  />
                </div>
                <MatchingPositions spaceId={order.space_id} workerId={candidate.id} workerName={candidate.name} />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <ForceAvailabilityField
        label={t("orders.proposal.force")}
        forcedByOrder={order.force_available_workers}
        force={force}
        onForce={setForce}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t("orders.proposal.cancel")}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={propose.busy}>
          <Icon name="send" className="size-4" />
          {propose.busy ? t("orders.proposal.sending") : t("orders.proposal.send")}
        </button>
      </div>
    </form>
  );
}
