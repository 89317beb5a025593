import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CommuneSchema } from "../../../../../domain/reference/reference-schemas";
import { TextField } from "../../../components/form/text-field";
import { apiFetch } from "../../../lib/api.client";

/** Wait this long after the last keystroke before asking for the communes of a postal code. */
const LOOKUP_DELAY_MS = 250;

type Lookup = { status: "idle" | "loading" | "failed" } | { status: "ready"; postalCode: string; cities: string[] };

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
  const [lookup, setLookup] = useState<Lookup>({ status: "idle" });
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    // Only what the user types is looked up: the stored code of a space needs no suggestion.
    if (!typed || !/^\d{5}$/.test(zipcode)) {
      setLookup({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: "loading" });
    const timer = window.setTimeout(() => {
      apiFetch("/reference/communes", {
        query: { postal_code: zipcode },
        schema: z.array(CommuneSchema),
        signal: controller.signal,
        notify: false,
      }).then(
        ({ data }) => {
          const cities = [...new Set(data.map((commune) => commune.name))];
          setLookup({ status: "ready", postalCode: zipcode, cities });
          if (cities.length === 1 && cities[0]) setCity((current) => (current.trim() === "" ? cities[0]! : current));
        },
        () => {
          if (!controller.signal.aborted) setLookup({ status: "failed" });
        },
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [zipcode, typed]);

  const cities = lookup.status === "ready" ? lookup.cities : [];

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
