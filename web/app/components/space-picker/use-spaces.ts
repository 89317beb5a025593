import { useEffect, useState } from "react";
import { z } from "zod";
import { SpaceSummarySchema, type SpaceSummary } from "#domain/spaces/space-schemas";
import { apiFetch } from "#web/app/lib/api.client";
import { fetchAllSpaces } from "./fetch-all-spaces";

type SpacesState =
  | { status: "loading"; spaces: SpaceSummary[] }
  | { status: "ready"; spaces: SpaceSummary[] }
  | { status: "failed"; spaces: SpaceSummary[] };

/**
 * The spaces the user may pick, loaded from the browser each time a picker appears (the list is short
 * and changes rarely; no cache to go stale). A failure already showed its snackbar (apiFetch).
 */
export function useSpaces(): SpacesState {
  const [state, setState] = useState<SpacesState>({ status: "loading", spaces: [] });

  useEffect(() => {
    const controller = new AbortController();
    fetchAllSpaces(async (page) => {
      const answer = await apiFetch("/spaces", {
        // spec 000 §7: `page` only from page 2 on
        query: { deleted_at: "false", page: page > 1 ? page : undefined },
        schema: z.array(SpaceSummarySchema),
        signal: controller.signal,
      });
      return { spaces: answer.data, link: answer.headers.get("Link") };
    }).then(
      (spaces) => setState({ status: "ready", spaces }),
      () => {
        if (!controller.signal.aborted) setState({ status: "failed", spaces: [] });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
