import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { SpaceSummarySchema, type SpaceSummary } from "#domain/spaces/space-schemas";
import { MAX_PER_PAGE } from "#domain/validation/page-query";
import { fetchAllSpaces } from "../components/space-picker/fetch-all-spaces";
import { loadFromApi } from "./api.server";

interface ServerCallArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * Every live space the signed-in user may use (all of them for an owner), for a loader: the choices
 * of a user's spaces, the names shown beside space ids, a filter. Pages of 100, merged in order.
 */
export function loadAllSpaces(args: ServerCallArgs): Promise<SpaceSummary[]> {
  return fetchAllSpaces(async (page) => {
    const answer = await loadFromApi(args, "/spaces", z.array(SpaceSummarySchema), {
      deleted_at: "false",
      per_page: MAX_PER_PAGE,
      page: page > 1 ? page : undefined,
    });
    return { spaces: answer.data, link: answer.headers.get("Link") };
  });
}
