import { useEffect, useId, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { TextField } from "#web/app/components/form/text-field";
import { communeNames, usePostalCodeCommunes } from "#web/app/lib/use-postal-code-communes";

/** Wait this long after the last keystroke before asking for the communes of a postal code. */
const LOOKUP_DELAY_MS = 250;

/**
 * Postal code and city: once the five digits are typed, the communes of that code are offered
 * (GET /v1/reference/communes?postal_code=). A single commune fills an empty city by itself; several
 * are offered as buttons and as the city field's suggestions. /v1 geolocates the space from the code.
 */
export function PostalCodeCityFields({
  defaultZipcode,
  defaultCity,
  zipcodeError,
  cityError,
}: {
  defaultZipcode: string;
  defaultCity: string;
  zipcodeError?: string;
  cityError?: string;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [zipcode, setZipcode] = useState(defaultZipcode);
  const [city, setCity] = useState(defaultCity);
  const [typed, setTyped] = useState(false);
  // Only what the user types is looked up: the stored code of a space needs no suggestion.
  const lookup = usePostalCodeCommunes(zipcode, { enabled: typed, delayMs: LOOKUP_DELAY_MS });
  const cities = communeNames(lookup);
  // A single commune fills an empty city by itself.
  const onlyCity = cities.length === 1 ? cities[0] : undefined;
  useEffect(() => {
    if (onlyCity) setCity((current) => (current.trim() === "" ? onlyCity : current));
  }, [onlyCity]);

  return (
    <>
      <TextField
        label={t("admin.spaces.fields.zipcode")}
        name="zipcode"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={zipcode}
        onChange={(event) => {
          setTyped(true);
          setZipcode(event.target.value.replace(/\D/g, "").slice(0, 5));
        }}
        hint={t("admin.spaces.zipcodeHint")}
        error={zipcodeError}
      />
      <div>
        <TextField
          label={t("admin.spaces.fields.city")}
          name="city"
          autoComplete="off"
          list={cities.length > 0 ? listId : undefined}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          error={cityError}
        />
        <datalist id={listId}>
          {cities.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <div aria-live="polite" className="mt-1.5 text-xs text-ink-subtle">
          {lookup.status === "loading" ? t("admin.spaces.citiesLoading") : null}
          {lookup.status === "failed" ? t("admin.spaces.citiesFailed") : null}
          {lookup.status === "ready" && cities.length === 0 ? t("admin.spaces.citiesNone", { code: lookup.postalCode }) : null}
          {cities.length > 0 ? (
            <div className="flex flex-wrap items-center gap-1.5" data-testid="city-suggestions">
              <span>{t("admin.spaces.citiesFor", { code: lookup.status === "ready" ? lookup.postalCode : "" })}</span>
              {cities.map((name) => (
                <button
                  key={name}
                  type="button"
                  onClick={() => setCity(name)}
                  aria-pressed={city === name}
                  className="rounded-full border border-line-strong px-2.5 py-1 text-xs font-medium text-ink hover:bg-surface-muted aria-pressed:border-primary-500 aria-pressed:bg-accent-soft aria-pressed:text-accent-ink"
                >
                  {name}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}
