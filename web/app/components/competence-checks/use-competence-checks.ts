import { useEffect, useState } from "react";
import { z } from "zod";
import { CompetenceCheckSchema, type CompetenceCheck } from "#domain/companies/competence-check-schemas";
import { apiFetch } from "#web/app/lib/api.client";
import { lastPageOf } from "#web/app/lib/link-header";

const PER_PAGE = 10;

export type CompetenceCheckList = { status: "loading" | "ready" | "failed"; checks: CompetenceCheck[]; pageCount: number };

/**
 * One page of a company's or a worker's competence checks, from /v1 in the browser. While another
 * page loads, the checks shown before stay (the panel dims them).
 */
export function useCompetenceChecks(filter: { company_id: number } | { worker_id: number }) {
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<CompetenceCheckList>({ status: "loading", checks: [], pageCount: 1 });
  // The filter as a string: a new object at each render is the same filter.
  const filterKey = JSON.stringify(filter);

  useEffect(() => {
    const controller = new AbortController();
    setList((previous) => ({ ...previous, status: "loading" }));
    apiFetch("/competence-checks", {
      query: { ...(JSON.parse(filterKey) as Record<string, number>), page, per_page: PER_PAGE },
      schema: z.array(CompetenceCheckSchema),
      signal: controller.signal,
    }).then(
      ({ data, headers }) => setList({ status: "ready", checks: data, pageCount: lastPageOf(headers.get("Link")) }),
      () => {
        if (!controller.signal.aborted) setList((previous) => ({ ...previous, status: "failed" }));
      },
    );
    return () => controller.abort();
  }, [filterKey, page, reloads]);

  return { list, page, setPage, reload: () => setReloads((count) => count + 1) };
}
