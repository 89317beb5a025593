import { useCallback } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { z } from "zod";
import { apiFetch } from "../lib/api.client";
import { AsyncCombobox } from "./form/async-combobox";
import { searchTextOf } from "#domain/search/search-text";

// Choose one of a space's companies by name (parent and group companies, the company of a competence
// check made from a worker's file). Searches /v1/companies as the user types.

export interface CompanyOption {
  id: number;
  name: string;
  zipcode: string | null;
  city: string | null;
}

const CompanyOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
});
const SEARCH_LIMIT = 10;

interface CompanyPickerProps {
  label: string;
  spaceId: number;
  value: CompanyOption | null;
  onChange(company: CompanyOption | null): void;
  /** A company never picks itself (as its own parent, say). */
  excludeId?: number;
  /** Renders a hidden input holding the chosen id. */
  name?: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

export function CompanyPicker({
  label,
  spaceId,
  value,
  onChange,
  excludeId,
  name,
  placeholder,
  hint,
  error,
  disabled,
}: CompanyPickerProps) {
  const { t } = useTranslation();
  const search = useCallback(
    async (q: string, signal: AbortSignal) => {
      const answer = await apiFetch("/companies", {
        query: { space_id: spaceId, q: searchTextOf(q), per_page: SEARCH_LIMIT + 1 },
        schema: z.array(CompanyOptionSchema),
        signal,
        notify: false, // the combobox says the search failed
      });
      return answer.data.filter((company) => company.id !== excludeId).slice(0, SEARCH_LIMIT);
    },
    [spaceId, excludeId],
  );
  return (
    <AsyncCombobox<CompanyOption>
      label={label}
      value={value}
      onChange={onChange}
      search={search}
      minQueryLength={0}
      optionKey={(company) => String(company.id)}
      optionLabel={(company) => company.name}
      renderOption={(company) => (
        <span className="block">
          <span className="block truncate font-medium">{company.name}</span>
          {company.city ? (
            <span className="block truncate text-xs text-ink-subtle">{[company.zipcode, company.city].filter(Boolean).join(" ")}</span>
          ) : null}
        </span>
      )}
      name={name}
      formValue={(company) => String(company.id)}
      placeholder={placeholder ?? t("combobox.showOptions")}
      hint={hint}
      error={error}
      disabled={disabled}
    />
  );
}
