import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { IdParamSchema } from "../../../domain/validation/id-param";
import { apiErrorFrom, type ApiError } from "./api-error";
import { callApi } from "./api.server";
import { lastPageOf } from "./link-header";
import type { QueryParams } from "./query-string";

interface ServerCallArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What an error boundary receives when a loader's call to /v1 failed: the status and the server's text. */
export interface RouteApiError {
  status: number;
  message: string | null;
}

/**
 * A failed /v1 call as a route error: thrown from a loader, the screen's error boundary gets the
 * status (404 → not found, 403 → no permission) rather than a generic "unexpected server error".
 */
export function routeErrorFrom(error: ApiError) {
  const status = error.status === 0 ? 502 : error.status;
  return data<RouteApiError>({ status, message: error.serverMessage ?? null }, { status });
}

/** GET a /v1 resource for a loader, parsed by its response schema; a failure is thrown as a route error. */
export async function loadFromApi<Schema extends z.ZodType>(
  args: ServerCallArgs,
  path: `/${string}`,
  schema: Schema,
  query?: QueryParams,
): Promise<{ data: z.output<Schema>; headers: Headers }> {
  const response = await callApi(args, path, { query });
  if (!response.ok) throw routeErrorFrom(await apiErrorFrom(response));
  return { data: schema.parse(await response.json()), headers: response.headers };
}

export interface PageInfo {
  page: number;
  lastPage: number;
  total: number;
}

/** Where a paginated answer stands: its page, the last one (Link rel="last") and the total (X-Total-Count). */
export function pageInfoOf(headers: Headers, page: number): PageInfo {
  const total = Number(headers.get("X-Total-Count"));
  return { page, lastPage: lastPageOf(headers.get("Link")), total: Number.isFinite(total) ? total : 0 };
}

/** A positive page number from a search parameter; anything else is page 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A numeric route parameter (spec 000 §2: `{id}` is numeric); anything else is a page that does not exist. */
export function numericIdParam(value: string | undefined): number {
  const parsed = IdParamSchema.safeParse(value);
  if (!parsed.success) throw new Response(null, { status: 404, statusText: "Not Found" });
  return parsed.data;
}
