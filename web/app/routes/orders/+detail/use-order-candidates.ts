import { useEffect, useState } from "react";
import { z } from "zod";
import { CandidateSchema, type Candidate as RankedCandidate } from "#domain/orders/candidate-ranking";
import { apiFetch } from "#web/app/lib/api.client";

export type { RankedCandidate };

/** The shortlist's filters as the dialog holds them: no radius, or one of CANDIDATE_DISTANCES_KM. */
export interface ShortlistFilters {
  maxKm: number | null;
  available: boolean;
  qualified: boolean;
}

/**
 * The order's ranked shortlist (GET /v1/orders/{id}/candidates), read again when a filter changes. null
 * until the first answer.
 */
export function useOrderCandidates(orderId: number, filters: ShortlistFilters): { list: RankedCandidate[]; total: number } | null {
  const [answer, setAnswer] = useState<{ list: RankedCandidate[]; total: number } | null>(null);
  const { maxKm, available, qualified } = filters;
  useEffect(() => {
    const controller = new AbortController();
    apiFetch(`/orders/${orderId}/candidates`, {
      query: {
        ...(maxKm !== null ? { max_km: maxKm } : {}),
        ...(available ? { available: "true" } : {}),
        ...(qualified ? { qualified: "true" } : {}),
      },
      schema: z.array(CandidateSchema),
      signal: controller.signal,
      notify: false,
    })
      .then((found) => setAnswer({ list: found.data, total: Number(found.headers.get("X-Total-Count") ?? found.data.length) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [orderId, maxKm, available, qualified]);
  return answer;
}
