import { useCallback } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { z } from "zod";
import { CommuneSchema } from "#domain/reference/reference-schemas";
import { AsyncCombobox } from "#web/app/components/form/async-combobox";
import { apiFetch } from "#web/app/lib/api.client";
import type { TownPoint } from "./worker-list-query";
import { SEARCH_MIN_LENGTH } from "#domain/search/search-text";

const TOWN_OPTIONS = 12;

/** "Lyon (69001)": a commune and its postal code, as the picker and the URL show it. */
export function townLabel(commune: { name: string; postal_code: string }): string {
  return `${commune.name} (${commune.postal_code})`;
}

/** The communes reference, searched by name ("saint-e") or by postal code ("690"), with coordinates. */
async function searchTowns(query: string, signal: AbortSignal): Promise<TownPoint[]> {
  const byCode = /^\d{2,5}$/.test(query);
  const { data } = await apiFetch("/reference/communes", {
    query: byCode ? { postal_code: query, limit: TOWN_OPTIONS } : { q: query, limit: TOWN_OPTIONS },
    schema: z.array(CommuneSchema),
    signal,
  });
  return data.flatMap((commune) =>
    commune.latitude === null || commune.longitude === null
      ? [] // a commune without a position cannot centre a distance search
      : [{ lat: commune.latitude, lng: commune.longitude, town: townLabel(commune) }],
  );
}

/**
 * Spec 000 §2, §9: the town the distance is measured from. The chosen commune travels in hidden inputs
 * (its coordinates for /v1, its label for the URL), so the filter form stays a plain GET form.
 */
export function TownField({ value, onChange, error }: { value: TownPoint | null; onChange(town: TownPoint | null): void; error?: string }) {
  const { t } = useTranslation();
  const optionKey = useCallback((town: TownPoint) => `${town.town}|${town.lat}|${town.lng}`, []);
  return (
    <div>
      <AsyncCombobox<TownPoint>
        label={t("workers.list.filters.town")}
        value={value}
        onChange={onChange}
        search={searchTowns}
        optionKey={optionKey}
        optionLabel={(town) => town.town || t("workers.list.filters.townAtPoint", { latitude: town.lat, longitude: town.lng })}
        minQueryLength={SEARCH_MIN_LENGTH}
        placeholder={t("workers.list.filters.townPlaceholder")}
        error={error}
      />
      <input type="hidden" name="near_lat" value={value ? value.lat.toFixed(5) : ""} />
      <input type="hidden" name="near_lng" value={value ? value.lng.toFixed(5) : ""} />
      <input type="hidden" name="town" value={value?.town ?? ""} />
    </div>
  );
}
