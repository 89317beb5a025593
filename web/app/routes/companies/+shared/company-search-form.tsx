import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Form, useSubmit } from "react-router";
import { COMPANY_STATES } from "#domain/enums/company";
import { buttonStyles } from "#web/app/components/button-styles";
import { controlStyles } from "#web/app/components/form/field-styles";
import { SelectField } from "#web/app/components/form/select-field";
import { TextField } from "#web/app/components/form/text-field";
import { Icon } from "#web/app/components/icons";
import type { FieldMessages } from "#web/app/lib/forms/refusal";
import { activeFilterCount, DISTANCE_OPTIONS_KM, type CompanyListView } from "./company-list-query";
import { LegalFormField, NafCodeField } from "./reference-fields";
import type { LegalFormOption, NafOption, ReferenceLists } from "./reference-types";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "#domain/search/search-text";

interface CompanySearchFormProps {
  view: CompanyListView;
  /** Spec 000 §6: the filter panel exists only for company_search_filters. */
  canFilter: boolean;
  references: ReferenceLists | null;
  chosenApe: NafOption | null;
  chosenLegalForm: LegalFormOption | null;
  /** Filters /v1 refused (an unknown postal code), to show under their field. */
  refused: FieldMessages;
}

/**
 * Search box, sort and (with the permission) the filter panel of the company list, as one GET form:
 * submitting writes them into the URL without the empty ones, page back to 1.
 */
export function CompanySearchForm({ view, canFilter, references, chosenApe, chosenLegalForm, refused }: CompanySearchFormProps) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [ape, setApe] = useState<NafOption | null>(chosenApe);
  const [section, setSection] = useState(view.filters.activity_section ?? "");
  const [legalForm, setLegalForm] = useState<LegalFormOption | null>(chosenLegalForm);
  const [postalCodeNeeded, setPostalCodeNeeded] = useState(false);
  const filterCount = activeFilterCount(view.filters);
  // "Nearest first" needs a centre /v1 accepted.
  const hasCentre = view.filters.near_postal_code !== undefined && !refused.near_postal_code;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    if (formData.get("distance_km") && !String(formData.get("near_postal_code") ?? "").trim()) {
      setPostalCodeNeeded(true);
      return;
    }
    setPostalCodeNeeded(false);
    const params = new URLSearchParams();
    for (const [name, value] of formData) {
      if (typeof value !== "string" || value.trim() === "") continue;
      if (name === "sort" && value === "name") continue; // the default
      params.set(name, value.trim());
    }
    void submit(params, { method: "get", action: "/companies" });
  }

  const sortOptions = [
    { value: "name", label: t("companies.list.sortNameAsc") },
    { value: "-name", label: t("companies.list.sortNameDesc") },
    { value: "-created_at", label: t("companies.list.sortNewest") },
    ...(hasCentre ? [{ value: "distance", label: t("companies.list.sortNearest") }] : []),
  ];

  return (
    <Form method="get" action="/companies" onSubmit={search} role="search" className="mt-6 space-y-3">
      {view.archived ? <input type="hidden" name="view" value="archived" /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 gap-2">
          <div className="relative min-w-0 flex-1">
            <label htmlFor="company-search" className="sr-only">
              {t("companies.list.search")}
            </label>
            <Icon name="search" className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-subtle" />
            <input
              id="company-search"
              type="search"
              name="q"
              defaultValue={view.q}
              minLength={SEARCH_MIN_LENGTH}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t("companies.list.searchPlaceholder")}
              className={`${controlStyles(false)} pl-9`}
            />
          </div>
          <button type="submit" className={buttonStyles.secondary}>
            <span className="max-sm:sr-only">{t("companies.list.searchSubmit")}</span>
            <Icon name="search" className="size-4 sm:hidden" />
          </button>
        </div>
        <SelectField
          label={t("companies.list.sort")}
          name="sort"
          defaultValue={view.sort === "distance" && !hasCentre ? "name" : view.sort}
          options={sortOptions}
          className="sm:w-56 [&>label]:sr-only [&>select]:mt-0"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
      </div>

      {canFilter && references ? (
        <Disclosure as="div" defaultOpen={filterCount > 0} className="rounded-2xl border border-line bg-surface">
          <DisclosureButton className="group flex w-full items-center gap-2 rounded-2xl px-4 py-3 text-left text-sm font-medium text-ink hover:bg-surface-muted">
            <Icon name="funnel" className="size-4 text-ink-subtle" />
            {t("companies.filters.toggle")}
            {filterCount > 0 ? (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent-ink">
                {t("companies.filters.active", { count: filterCount })}
              </span>
            ) : null}
            <Icon name="chevronDown" className="ml-auto size-4 text-ink-subtle transition-transform group-data-open:rotate-180" />
          </DisclosureButton>
          <DisclosurePanel className="border-t border-line px-4 pt-4 pb-5" data-testid="company-filters">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <SelectField
                label={t("companies.filters.state")}
                name="state"
                defaultValue={view.filters.state ?? ""}
                emptyLabel={t("companies.filters.allStates")}
                options={COMPANY_STATES.map((state) => ({ value: state, label: t(`companies.states.${state}`) }))}
              />
              <SelectField
                label={t("companies.filters.staffBand")}
                name="staff_size_band"
                defaultValue={view.filters.staff_size_band ?? ""}
                emptyLabel={t("companies.filters.allBands")}
                options={references.staffBands.map((band) => ({ value: band.code, label: band.label }))}
              />
              <SelectField
                label={t("companies.filters.departement")}
                name="departement"
                defaultValue={view.filters.departement ?? ""}
                emptyLabel={t("companies.filters.allDepartements")}
                options={references.departements.map((departement) => ({
                  value: departement.code,
                  label: `${departement.code} – ${departement.name}`,
                }))}
              />
              <NafCodeField
                label={t("companies.filters.apeCode")}
                value={ape}
                onChange={(chosen) => {
                  setApe(chosen);
                  if (chosen) setSection("");
                }}
                placeholder={t("companies.filters.apePlaceholder")}
              />
              <SelectField
                label={t("companies.filters.section")}
                name="activity_section"
                value={section}
                onChange={(event) => {
                  setSection(event.target.value);
                  if (event.target.value) setApe(null);
                }}
                emptyLabel={t("companies.filters.allSections")}
                options={references.sections.map((entry) => ({ value: entry.code, label: `${entry.code} – ${entry.label}` }))}
                hint={t("companies.filters.activityHint")}
              />
              <LegalFormField
                label={t("companies.filters.legalForm")}
                value={legalForm}
                onChange={setLegalForm}
                placeholder={t("companies.filters.legalFormPlaceholder")}
              />
              <TextField
                label={t("companies.filters.nearPostalCode")}
                name="near_postal_code"
                defaultValue={view.filters.near_postal_code ?? ""}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                hint={t("companies.filters.nearPostalCodeHint")}
                error={
                  postalCodeNeeded
                    ? t("companies.filters.postalCodeNeeded")
                    : refused.near_postal_code
                      ? t(refused.near_postal_code.key, refused.near_postal_code.values ?? {})
                      : undefined
                }
              />
              <SelectField
                label={t("companies.filters.distance")}
                name="distance_km"
                defaultValue={view.filters.distance_km ?? ""}
                emptyLabel={t("companies.filters.allFrance")}
                options={DISTANCE_OPTIONS_KM.map((km) => ({ value: String(km), label: t("companies.filters.withinKm", { count: km }) }))}
              />
            </div>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                className={buttonStyles.ghost}
                onClick={() => {
                  // Clears the filters; the tab and the search words stay.
                  const params = new URLSearchParams();
                  if (view.archived) params.set("view", "archived");
                  if (view.q) params.set("q", view.q);
                  void submit(params, { method: "get", action: "/companies" });
                }}
              >
                {t("companies.filters.reset")}
              </button>
              <button type="submit" className={buttonStyles.primary}>
                {t("companies.filters.apply")}
              </button>
            </div>
          </DisclosurePanel>
        </Disclosure>
      ) : null}
    </Form>
  );
}
