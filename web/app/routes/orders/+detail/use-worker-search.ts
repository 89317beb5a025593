import { useEffect, useState } from "react";
import { z } from "zod";
import { WorkerSummarySchema } from "#domain/workers/worker-schemas";
import { apiFetch } from "#web/app/lib/api.client";
import { searchTextOf } from "#domain/search/search-text";

/**
 * A worker of the pool as the order's dialogs list them: "DUPONT Marie", with what tells namesakes
 * apart (town and main job, "Lyon · Cariste") where the list knows it.
 */
export type Candidate = { id: number; name: string; details?: string };

const RESULTS = 20;
const SEARCH_DELAY_MS = 250;

/**
 * The space's workers matching `query` (two letters or more; the first ones of the pool before), read
 * from /v1 as the user types, for the proposal and replacement dialogs. null until the first answer.
 */
export function useWorkerSearch(spaceId: number, query: string): Candidate[] | null {
  const [results, setResults] = useState<Candidate[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const names = query.trim();
    const timer = window.setTimeout(() => {
      apiFetch("/workers", {
        query: { space_id: spaceId, names: searchTextOf(names), per_page: RESULTS },
        schema: z.array(WorkerSummarySchema),
        signal: controller.signal,
        notify: false,
      })
        .then((answer) =>
          setResults(
            answer.data.map((worker) => ({
              id: worker.id,
              name: `${worker.last_name.toUpperCase()} ${worker.first_name}`,
              details: [worker.postal_city, worker.favorite_jobs[0]].filter(Boolean).join(" · ") || undefined,
            })),
          ),
        )
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, spaceId]);
  return results;
}
