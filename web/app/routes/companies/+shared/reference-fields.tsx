import { useCallback } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { z } from "zod";
import { NAF_NOMENCLATURES } from "#domain/enums/nomenclature";
import { LegalFormSchema, NafCodeSchema } from "#domain/reference/reference-schemas";
import { AsyncCombobox } from "#web/app/components/form/async-combobox";
import { isLocale } from "#web/app/i18n/languages";
import { apiFetch } from "#web/app/lib/api.client";
import type { LegalFormOption, NafNomenclature, NafOption } from "./reference-types";
import { SEARCH_MIN_LENGTH } from "#domain/search/search-text";

// The reference-data comboboxes of the company form and of the list's filters: they search /v1/reference
// as the user types, in the interface language.

const SEARCH_LIMIT = 15;
const MIN_QUERY = SEARCH_MIN_LENGTH;

function useLang() {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : undefined;
}

/** "NAF rév. 2" / "NAF 2025": which nomenclature a code comes from (both are accepted). */
export function NomenclatureBadge({ nomenclature }: { nomenclature: NafNomenclature }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-md px-1.5 py-0.5 text-[11px] font-medium ring-1 ring-inset ${
        nomenclature === "naf_2025"
          ? "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/50 dark:text-sky-200 dark:ring-sky-900"
          : "bg-surface-muted text-ink-muted ring-line-strong"
      }`}
      data-testid="nomenclature"
    >
      {t(`companies.nomenclatures.${nomenclature}`)}
    </span>
  );
}

interface ReferenceFieldProps<T> {
  label: string;
  value: T | null;
  onChange(value: T | null): void;
  placeholder?: string;
  hint?: string;
  error?: string;
}

/**
 * The APE code: sub-classes of NAF rev. 2 and NAF 2025 searched together, each option telling its
 * nomenclature; the form posts `ape_code` and `ape_nomenclature`.
 */
export function NafCodeField({ label, value, onChange, placeholder, hint, error }: ReferenceFieldProps<NafOption>) {
  const lang = useLang();
  const search = useCallback(
    async (q: string, signal: AbortSignal): Promise<NafOption[]> => {
      const answers = await Promise.all(
        NAF_NOMENCLATURES.map((nomenclature) =>
          apiFetch("/reference/naf", {
            query: { q, nomenclature, level: "subclass", limit: SEARCH_LIMIT, lang },
            schema: z.array(NafCodeSchema),
            signal,
            notify: false, // the combobox says the search failed
          }),
        ),
      );
      return answers.flatMap((answer) =>
        answer.data.map((row) => ({ code: row.code, nomenclature: row.nomenclature, label: row.label, labelLanguage: row.label_language })),
      );
    },
    [lang],
  );
  return (
    <div>
      <AsyncCombobox<NafOption>
        label={label}
        value={value}
        onChange={onChange}
        search={search}
        minQueryLength={MIN_QUERY}
        optionKey={(option) => `${option.nomenclature}:${option.code}`}
        optionLabel={(option) => (option.label ? `${option.code} – ${option.label}` : option.code)}
        renderOption={(option) => (
          <span className="flex items-start gap-2">
            <span className="w-14 shrink-0 font-medium tabular-nums">{option.code}</span>
            <span className="min-w-0 flex-1 text-ink-muted" lang={option.labelLanguage}>
              {option.label}
            </span>
            <NomenclatureBadge nomenclature={option.nomenclature} />
          </span>
        )}
        name="ape_code"
        formValue={(option) => option.code}
        placeholder={placeholder}
        hint={hint}
        error={error}
      />
      <input type="hidden" name="ape_nomenclature" value={value?.nomenclature ?? ""} />
      {value ? (
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-ink-subtle">
          <NomenclatureBadge nomenclature={value.nomenclature} />
        </p>
      ) : null}
    </div>
  );
}

/** The legal form: INSEE's four-digit categories, by code or by name. Posts `legal_form_code`. */
export function LegalFormField({ label, value, onChange, placeholder, hint, error }: ReferenceFieldProps<LegalFormOption>) {
  const lang = useLang();
  const search = useCallback(
    async (q: string, signal: AbortSignal): Promise<LegalFormOption[]> => {
      const answer = await apiFetch("/reference/legal-forms", {
        query: { q, level: 3, limit: SEARCH_LIMIT, lang },
        schema: z.array(LegalFormSchema),
        signal,
        notify: false,
      });
      return answer.data.map((row) => ({ code: row.code, label: row.label, labelLanguage: row.label_language }));
    },
    [lang],
  );
  return (
    <AsyncCombobox<LegalFormOption>
      label={label}
      value={value}
      onChange={onChange}
      search={search}
      minQueryLength={MIN_QUERY}
      optionKey={(option) => option.code}
      optionLabel={(option) => (option.label ? `${option.code} – ${option.label}` : option.code)}
      renderOption={(option) => (
        <span className="flex items-start gap-2">
          <span className="w-10 shrink-0 font-medium tabular-nums">{option.code}</span>
          <span className="min-w-0 flex-1 text-ink-muted" lang={option.labelLanguage}>
            {option.label}
          </span>
        </span>
      )}
      name="legal_form_code"
      formValue={(option) => option.code}
      placeholder={placeholder}
      hint={hint}
      error={error}
    />
  );
}
