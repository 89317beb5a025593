import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from "@headlessui/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { Icon } from "../icons";
import { controlStyles, errorStyles, hintStyles, labelStyles } from "./field-styles";
import { SEARCH_MIN_LENGTH } from "#domain/search/search-text";

/** Wait this long after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 200;

type SearchState<T> = { status: "idle" | "loading" | "ready" | "failed"; items: T[] };

interface AsyncComboboxProps<T> {
  label: string;
  value: T | null;
  onChange(value: T | null): void;
  /** Answers the options for what was typed; aborted when the user types on. */
  search(query: string, signal: AbortSignal): Promise<T[]>;
  optionKey(option: T): string;
  /** What the input shows once an option is chosen. */
  optionLabel(option: T): string;
  /** The option in the list; its label by default. */
  renderOption?(option: T): ReactNode;
  /** Asks nothing until this many characters are typed (0: lists options as soon as it opens). */
  minQueryLength?: number;
  /** Renders a hidden input, so a plain form post carries the choice. */
  name?: string;
  formValue?(option: T): string;
  placeholder?: string;
  hint?: string;
  /** Already translated; shown under the field. */
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A field that searches the server as the user types (reference data, companies) and keeps one choice,
 * which a clear button removes. Headless UI gives the combobox pattern: keyboard, focus and ARIA.
 */
export function AsyncCombobox<T>({
  label,
  value,
  onChange,
  search,
  optionKey,
  optionLabel,
  renderOption,
  minQueryLength = SEARCH_MIN_LENGTH,
  name,
  formValue,
  placeholder,
  hint,
  error,
  disabled,
  className = "",
}: AsyncComboboxProps<T>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  // Nothing is asked before the user comes to the field: a page of comboboxes costs no request.
  const [active, setActive] = useState(false);
  const [results, setResults] = useState<SearchState<T>>({ status: "idle", items: [] });
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  useEffect(() => {
    if (!active) return;
    const trimmed = query.trim();
    if (trimmed.length < minQueryLength) {
      setResults({ status: "idle", items: [] });
      return;
    }
    const controller = new AbortController();
    setResults((previous) => ({ status: "loading", items: previous.items }));
    const timer = window.setTimeout(() => {
      searchRef.current(trimmed, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setResults({ status: "ready", items });
        },
        () => {
          if (!controller.signal.aborted) setResults({ status: "failed", items: [] });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [active, query, minQueryLength]);

  const message =
    results.status === "loading" && results.items.length === 0
      ? t("combobox.searching")
      : results.status === "failed"
        ? t("combobox.failed")
        : results.status === "idle"
          ? minQueryLength > 0
            ? t("combobox.typeMore", { count: minQueryLength })
            : null
          : results.items.length === 0
            ? t("combobox.noResults")
            : null;

  return (
    <Field className={className} disabled={disabled}>
      <Label className={labelStyles}>{label}</Label>
      <Combobox
        immediate
        value={value}
        onChange={onChange}
        by={(a: T | null, b: T | null) => (a === null || b === null ? a === b : optionKey(a) === optionKey(b))}
        onClose={() => setQuery("")}
      >
        <div className="relative mt-1.5">
          <ComboboxInput
            aria-invalid={error ? true : undefined}
            displayValue={(option: T | null) => (option ? optionLabel(option) : "")}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={() => setActive(true)}
            placeholder={placeholder}
            autoComplete="off"
            className={`${controlStyles(Boolean(error))} ${value ? "pr-16" : "pr-10"}`}
          />
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">
            {value && !disabled ? (
              <button
                type="button"
                onClick={() => onChange(null)}
                className="rounded-md p-1 text-ink-subtle hover:text-ink"
                aria-label={`${t("combobox.clear")} (${label})`}
              >
                <Icon name="close" className="size-4" />
              </button>
            ) : null}
            <ComboboxButton
              className="rounded-md p-1 text-ink-subtle hover:text-ink"
              aria-label={`${t("combobox.showOptions")} (${label})`}
              onClick={() => setActive(true)}
            >
              <Icon name="chevronUpDown" className="size-5" />
            </ComboboxButton>
          </div>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          // Not modal: a long form keeps scrolling and its other fields stay reachable while the list is open.
          modal={false}
          className="z-60 mt-1 max-h-72 w-(--input-width) min-w-64 overflow-auto rounded-xl border border-line bg-surface-raised p-1 shadow-lg [--anchor-gap:4px] empty:invisible"
        >
          {results.items.map((option) => (
            <ComboboxOption
              key={optionKey(option)}
              value={option}
              className="group flex cursor-default items-start gap-2 rounded-lg px-2.5 py-2 text-sm text-ink select-none data-focus:bg-surface-muted"
            >
              <span className="min-w-0 flex-1">{renderOption ? renderOption(option) : optionLabel(option)}</span>
              <Icon name="check" className="invisible mt-0.5 size-4 shrink-0 text-accent group-data-selected:visible" />
            </ComboboxOption>
          ))}
          {message ? <p className="px-2.5 py-2 text-sm text-ink-subtle">{message}</p> : null}
        </ComboboxOptions>
      </Combobox>
      {name ? <input type="hidden" name={name} value={value && formValue ? formValue(value) : ""} /> : null}
      {hint ? <Description className={hintStyles}>{hint}</Description> : null}
      {error ? (
        <Description className={errorStyles} data-field-error>
          {error}
        </Description>
      ) : null}
    </Field>
  );
}
