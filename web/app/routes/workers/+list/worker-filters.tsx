import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { SEARCH_MIN_LENGTH } from "#domain/search/search-text";
import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, useLocation, useNavigate } from "react-router";
import { AVAILABILITY_STATUSES, TRANSPORTATION_MEANS, WORKER_STATES } from "#domain/enums/worker";
import { buttonStyles } from "#web/app/components/button-styles";
import { ConfirmDialog } from "#web/app/components/confirm-dialog";
import { controlStyles, errorStyles, hintStyles } from "#web/app/components/form/field-styles";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { Icon } from "#web/app/components/icons";
import { focusFirstInvalid } from "#web/app/lib/focus-first-invalid";
import { ChoiceGroup } from "./choice-group";
import { filterErrorsOf, filtersFromForm, hasSingleDate, type FilterErrors } from "./filter-form-values";
import { TownField } from "./town-field";
import {
  activeFilterCount,
  DEFAULT_PER_PAGE,
  defaultSortOf,
  DISTANCE_OPTIONS_KM,
  NO_FILTERS,
  withFilters,
  workerListSearch,
  type TownPoint,
  type WorkerFilters,
  type WorkerListView,
} from "./worker-list-query";

const PHONE_WIDTH = "(max-width: 639.98px)";

/**
 * On a phone the open panel fills the screen: a filtered link opens with it folded, and it
 * folds once filters are applied, so the results are what the user sees. A desk keeps it open.
 */
function ClosedOnPhone({ open, close, closeRequest }: { open: boolean; close(): void; closeRequest: number }) {
  const foldOnPhone = useEffectEvent(() => {
    if (open && window.matchMedia(PHONE_WIDTH).matches) close();
  });
  // Only on arrival and on each applied search, not whenever the user opens the panel.
  useEffect(() => foldOnPhone(), [closeRequest]);
  return null;
}

/**
 * Spec 000 §2 worker list filters, as one GET form (it works before the scripts load): the names box,
 * and a panel with state, availability (status and period), favourite job, transport and the distance
 * from a town. Submitting writes them into the URL, page back to 1; the tab and display settings stay.
 */
export function WorkerFilters({ view }: { view: WorkerListView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [town, setTown] = useState<TownPoint | null>(view.filters.near);
  const [errors, setErrors] = useState<FilterErrors>({});
  // Filters waiting for the answer to "only one date: filter without dates?".
  const [singleDate, setSingleDate] = useState<WorkerFilters | null>(null);
  const filterCount = activeFilterCount(view.filters);
  const errorText = (field: keyof FilterErrors) => (errors[field] ? t(errors[field]) : undefined);

  // Grows at each applied search: on a phone the panel then folds, so the results are in view.
  const [closeRequest, setCloseRequest] = useState(0);

  function apply(filters: WorkerFilters) {
    setCloseRequest((count) => count + 1);
    void navigate(`${pathname}?${workerListSearch(withFilters(view, filters))}`);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const filters = filtersFromForm(new FormData(event.currentTarget));
    const found = filterErrorsOf(filters);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    if (hasSingleDate(filters)) {
      // The dialog gives the focus back to what had it: the date still missing, for the "no" answer.
      (event.currentTarget.elements.namedItem(filters.from ? "available_to" : "available_from") as HTMLInputElement | null)?.focus();
      setSingleDate(filters);
      return;
    }
    apply(filters);
  }

  return (
    <>
      <Form method="get" action={pathname} onSubmit={submit} role="search" noValidate className="mt-6 space-y-3">
        {/* Without scripts, the tab and display settings still travel with the search. */}
        {view.archived ? <input type="hidden" name="view" value="archived" /> : null}
        {view.layout !== "card" ? <input type="hidden" name="layout" value={view.layout} /> : null}
        {view.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="per_page" value={view.perPage} /> : null}
        {view.sort !== defaultSortOf(view.filters) ? <input type="hidden" name="sort" value={view.sort} /> : null}

        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="worker-names" className="sr-only">
              {t("workers.list.search.names")}
            </label>
            <div className="relative">
              <Icon name="search" className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-subtle" />
              <input
                id="worker-names"
                type="search"
                name="names"
                defaultValue={view.filters.names}
                minLength={SEARCH_MIN_LENGTH}
                maxLength={1000}
                placeholder={t("workers.list.search.namesPlaceholder")}
                aria-invalid={errors.names ? true : undefined}
                aria-describedby={errors.names ? "worker-names-hint worker-names-error" : "worker-names-hint"}
                className={`${controlStyles(Boolean(errors.names))} pl-9`}
              />
            </div>
            <p id="worker-names-hint" className={hintStyles}>
              {t("workers.list.search.namesHint")}
            </p>
            {errors.names ? (
              <p id="worker-names-error" className={errorStyles} data-field-error>
                {t(errors.names)}
              </p>
            ) : null}
          </div>
          <button type="submit" className={buttonStyles.secondary}>
            <Icon name="search" className="size-4 sm:hidden" />
            <span className="max-sm:sr-only">{t("workers.list.search.submit")}</span>
          </button>
        </div>

        <Disclosure as="div" defaultOpen={filterCount > 0} className="rounded-2xl border border-line bg-surface">
          {({ open, close }) => (
            <>
              <ClosedOnPhone open={open} close={close} closeRequest={closeRequest} />
              <DisclosureButton className="group flex w-full items-center gap-2 rounded-2xl px-4 py-3 text-left text-sm font-medium text-ink hover:bg-surface-muted">
                <Icon name="funnel" className="size-4 text-ink-subtle" />
                {t("workers.list.filters.toggle")}
                {filterCount > 0 ? (
                  <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent-ink">
                    {t("workers.list.filters.active", { count: filterCount })}
                  </span>
                ) : null}
                <Icon name="chevronDown" className="ml-auto size-4 text-ink-subtle transition-transform group-data-open:rotate-180" />
              </DisclosureButton>
              <DisclosurePanel className="space-y-5 border-t border-line px-4 pt-4 pb-5" data-testid="worker-filters">
                <ChoiceGroup
                  legend={t("workers.list.filters.states")}
                  name="state"
                  chosen={view.filters.states}
                  options={WORKER_STATES.map((state) => ({ value: state, label: t(`workers.labels.states.${state}`) }))}
                />
                <div className="space-y-3">
                  <ChoiceGroup
                    legend={t("workers.list.filters.statuses")}
                    name="availability_status"
                    chosen={view.filters.statuses}
                    hint={t("workers.list.filters.statusesHint")}
                    options={AVAILABILITY_STATUSES.map((status) => ({
                      value: status,
                      label: t(`workers.labels.availabilityStatuses.${status}`),
                    }))}
                  />
                  <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
                    <TextField
                      label={t("workers.list.filters.from")}
                      name="available_from"
                      type="date"
                      defaultValue={view.filters.from}
                      min="2000-01-01"
                      max="2099-12-31"
                      error={errorText("from")}
                    />
                    <TextField
                      label={t("workers.list.filters.to")}
                      name="available_to"
                      type="date"
                      defaultValue={view.filters.to}
                      min="2000-01-01"
                      max="2099-12-31"
                      error={errorText("to")}
                    />
                  </div>
                </div>
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  <TextField
                    label={t("workers.list.filters.favoriteJob")}
                    name="favorite_job"
                    defaultValue={view.filters.favoriteJob}
                    maxLength={100}
                    placeholder={t("workers.list.filters.favoriteJobPlaceholder")}
                    error={errorText("favoriteJob")}
                  />
                  <TownField value={town} onChange={setTown} />
                  <SelectField
                    label={t("workers.list.filters.distance")}
                    name="distance_km"
                    defaultValue={view.filters.distanceKm === null ? "" : String(view.filters.distanceKm)}
                    disabled={town === null}
                    hint={town === null ? t("workers.list.filters.distanceHint") : undefined}
                    emptyLabel={t("workers.list.filters.allFrance")}
                    options={DISTANCE_OPTIONS_KM.map((km) => ({ value: String(km), label: t("workers.list.filters.withinKm", { km }) }))}
                  />
                </div>
                <ChoiceGroup
                  legend={t("workers.list.filters.transport")}
                  name="transport"
                  chosen={view.filters.transport}
                  options={TRANSPORTATION_MEANS.map((mean) => ({ value: mean, label: t(`workers.labels.transport.${mean}`) }))}
                />
                <fieldset>
                  <legend className="text-sm font-medium text-ink">{t("documents.listFilter.label")}</legend>
                  <label className="mt-2 flex items-center gap-2.5 text-sm text-ink">
                    <input
                      type="checkbox"
                      name="documents_expiring"
                      value="true"
                      defaultChecked={Boolean(view.filters.documentsExpiring)}
                      className="size-4 rounded border-line-strong"
                    />
                    {t("documents.listFilter.expiring")}
                  </label>
                </fieldset>
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    // The names typed stay: only the panel's filters go.
                    onClick={() => apply({ ...NO_FILTERS, names: view.filters.names })}
                  >
                    {t("workers.list.filters.reset")}
                  </button>
                  <button type="submit" className={buttonStyles.primary}>
                    {t("workers.list.filters.apply")}
                  </button>
                </div>
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      </Form>

      <ConfirmDialog
        open={singleDate !== null}
        title={t("workers.list.singleDate.title")}
        description={t("workers.list.singleDate.message")}
        confirmLabel={t("workers.list.singleDate.confirm")}
        // "No": the user stays and completes the period.
        onClose={() => setSingleDate(null)}
        onConfirm={() => {
          if (singleDate) apply({ ...singleDate, from: "", to: "" });
          setSingleDate(null);
        }}
      />
    </>
  );
}
