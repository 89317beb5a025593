import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from "@headlessui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import type { SpaceSummary } from "#domain/spaces/space-schemas";
import { Icon } from "../icons";
import { useSpaces } from "./use-spaces";
import { foldAccents } from "#domain/format/search-text";

/** The id of the optional "all spaces" entry (spec 001 §2). */
export const ALL_SPACES_ID = 0;

interface SpacePickerProps {
  value: SpaceSummary | null;
  onChange(space: SpaceSummary | null): void;
  /** Offers "all spaces" (id 0) first, for screens that can work across spaces. */
  includeAllSpaces?: boolean;
  /** Already translated, shown under the field ("Required field"). */
  error?: string;
  autoFocus?: boolean;
}

function allSpacesEntry(name: string): SpaceSummary {
  return {
    id: ALL_SPACES_ID,
    name,
    url: null,
    association_code: null,
    address: null,
    city: null,
    zip_code: null,
    address_position: null,
    ocr: false,
    sms: false,
    mail: false,
    deleted_at: null,
  };
}

/** Lower case without accents: "lille" finds "Intérim Lille Centre", "interim" finds it too. */
function searchable(text: string) {
  return foldAccents(text).toLowerCase();
}

/**
 * Choose a space (spec 001 §2): every page of the user's spaces, searchable by name, city or zip code.
 * A controlled field: the form around it decides what "required" means and what to do with the choice.
 */
export function SpacePicker({ value, onChange, includeAllSpaces = false, error, autoFocus }: SpacePickerProps) {
  const { t } = useTranslation();
  const { status, spaces } = useSpaces();
  const [query, setQuery] = useState("");

  const options = useMemo(
    () => (includeAllSpaces ? [allSpacesEntry(t("spacePicker.allSpaces")), ...spaces] : spaces),
    [includeAllSpaces, spaces, t],
  );
  const filtered = useMemo(() => {
    const needle = searchable(query.trim());
    if (!needle) return options;
    return options.filter((space) => searchable([space.name, space.city, space.zip_code].filter(Boolean).join(" ")).includes(needle));
  }, [options, query]);

  const loading = status === "loading";

  return (
    <Field>
      <Label className="block text-sm font-medium text-ink">{t("spacePicker.label")}</Label>
      <Combobox immediate value={value} onChange={onChange} by="id" onClose={() => setQuery("")}>
        <div className="relative mt-1.5">
          <ComboboxInput
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            displayValue={(space: SpaceSummary | null) => space?.name ?? ""}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={loading ? t("spacePicker.loading") : t("spacePicker.placeholder")}
            className={`block w-full rounded-lg border bg-surface py-2 pr-10 pl-3 text-sm text-ink shadow-xs placeholder:text-ink-subtle focus:ring-2 focus:outline-none ${
              error
                ? "border-primary-500 focus:ring-primary-500/50"
                : "border-line-strong focus:border-primary-500 focus:ring-primary-500/50"
            }`}
          />
          <ComboboxButton
            className="absolute inset-y-0 right-0 flex items-center px-2.5 text-ink-subtle hover:text-ink"
            aria-label={t("spacePicker.showOptions")}
          >
            <Icon name="chevronUpDown" className="size-5" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-60 mt-1 max-h-72 w-(--input-width) overflow-auto rounded-xl border border-line bg-surface-raised p-1 shadow-lg [--anchor-gap:4px] empty:invisible"
        >
          {filtered.map((space) => (
            <ComboboxOption
              key={space.id}
              value={space}
              className="group flex cursor-default items-center gap-3 rounded-lg px-2.5 py-2 text-sm select-none data-focus:bg-surface-muted"
            >
              <Icon
                name={space.id === ALL_SPACES_ID ? "building" : "mapPin"}
                className="size-4 shrink-0 text-ink-subtle group-data-selected:text-accent"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink">{space.name}</span>
                {space.city ? (
                  <span className="block truncate text-xs text-ink-subtle">{[space.zip_code, space.city].filter(Boolean).join(" ")}</span>
                ) : null}
              </span>
              <Icon name="check" className="invisible size-4 text-accent group-data-selected:visible" />
            </ComboboxOption>
          ))}
          {!loading && filtered.length === 0 ? <p className="px-2.5 py-2 text-sm text-ink-subtle">{t("spacePicker.noResults")}</p> : null}
        </ComboboxOptions>
      </Combobox>
      {error ? (
        <Description className="mt-1.5 text-xs font-medium text-primary-600 dark:text-primary-400" data-field-error>
          {error}
        </Description>
      ) : null}
    </Field>
  );
}
