import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from "@headlessui/react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { controlStyles, errorStyles, hintStyles, labelStyles } from "#web/app/components/form/field-styles";
import { Icon } from "#web/app/components/icons";

interface CityFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  /** The communes of the postal code, offered as choices; any other text may still be typed. */
  communes: string[];
  hint?: string;
  error?: string;
  required?: boolean;
}

/** A city typed freely, or picked among the communes of the postal code. */
export function CityField({ label, name, value, onChange, communes, hint, error, required }: CityFieldProps) {
  const { t } = useTranslation();
  return (
    <Field>
      <Label className={labelStyles}>{label}</Label>
      <Combobox immediate value={value} onChange={(chosen: string | null) => onChange(chosen ?? "")}>
        <div className="relative mt-1.5">
          <ComboboxInput
            name={name}
            required={required}
            autoComplete="address-level2"
            aria-invalid={error ? true : undefined}
            displayValue={(city: string | null) => city ?? ""}
            onChange={(event) => onChange(event.target.value)}
            maxLength={254}
            className={`${controlStyles(Boolean(error))} ${communes.length > 0 ? "pr-10" : ""}`}
          />
          {communes.length > 0 ? (
            <ComboboxButton
              className="absolute inset-y-0 right-0 flex items-center px-2.5 text-ink-subtle hover:text-ink"
              aria-label={`${t("combobox.showOptions")} (${label})`}
            >
              <Icon name="chevronUpDown" className="size-5" />
            </ComboboxButton>
          ) : null}
        </div>
        <ComboboxOptions
          anchor="bottom start"
          // Not modal: a long form keeps scrolling and its other fields stay reachable while the list is open.
          modal={false}
          className="z-60 mt-1 max-h-72 w-(--input-width) overflow-auto rounded-xl border border-line bg-surface-raised p-1 shadow-lg [--anchor-gap:4px] empty:invisible"
        >
          {communes.map((commune) => (
            <ComboboxOption
              key={commune}
              value={commune}
              className="group flex cursor-default items-center gap-2 rounded-lg px-2.5 py-2 text-sm text-ink select-none data-focus:bg-surface-muted"
            >
              <Icon name="mapPin" className="size-4 shrink-0 text-ink-subtle group-data-selected:text-accent" />
              <span className="flex-1">{commune}</span>
              <Icon name="check" className="invisible size-4 text-accent group-data-selected:visible" />
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {hint ? <Description className={hintStyles}>{hint}</Description> : null}
      {error ? (
        <Description className={errorStyles} data-field-error>
          {error}
        </Description>
      ) : null}
    </Field>
  );
}
