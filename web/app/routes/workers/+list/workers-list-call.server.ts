import type { MiddlewareFunction } from "react-router";
import { z } from "zod";
import { MeAnswerSchema } from "#domain/users/user-schemas";
import { WorkerSummarySchema } from "#domain/workers/worker-schemas";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";
import { readCookie, SPACE_COOKIE } from "#web/app/lib/cookies";
import { pageInfoOf } from "#web/app/lib/route-params.server";
import { takeSessionFrom, type Session } from "#web/app/lib/session.server";
import { workerListFromUrl } from "./worker-list-query";

// The /workers page in one /v1 call, as the worker's page: the shell needs the session, the
// list a page of workers in the working space, which the session decides (workingSpaceIdOf). The call
// names the space the session would most likely choose, without it: the space chosen in this browser
// (the cookie), else none, which /v1 reads as the caller's only space. `GET /v1/workers?include=me`
// brings the session with the page. The loader then checks that the session chose that very space; if
// not (a withdrawn space, an owner's, a user of several spaces with none chosen yet), it asks again
// for the right one, as before.

const ListWithMeSchema = z.object({ workers: z.array(WorkerSummarySchema), me: MeAnswerSchema });

interface ListCall {
  /** The space the call named; undefined: the caller's only space. */
  spaceId: number | undefined;
  answer?: Promise<{ response: Response; body: () => Promise<z.infer<typeof ListWithMeSchema>> }>;
}

const listCalls = new WeakMap<object, ListCall>();

/** The space chosen in this browser, unchecked: /v1 refuses a space the caller may not use. */
function chosenSpaceOf(request: Request): number | undefined {
  const id = Number(readCookie(request.headers.get("Cookie"), SPACE_COOKIE));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function listCallOf(args: ServerArgs, call: ListCall) {
  call.answer ??= (() => {
    const { apiQuery } = workerListFromUrl(new URL(args.request.url).searchParams);
    const query = { ...apiQuery, ...(call.spaceId === undefined ? {} : { space_id: call.spaceId }), include: "me" };
    return callApi(args, "/workers", { query }).then((response) => {
      // Read once, for both the session and the list.
      let body: Promise<z.infer<typeof ListWithMeSchema>> | undefined;
      return { response, body: () => (body ??= response.json().then((answer) => ListWithMeSchema.parse(answer))) };
    });
  })();
  return call.answer;
}

/**
 * The list's middleware: a page render (GET) takes its session from the list's call. A refused call (a
 * space the caller may not use, none named for a user of several) says nothing of the session:
 * /v1/users/me is then asked as before.
 */
export const workersListWithSession: MiddlewareFunction<Response> = (args, next) => {
  if (args.request.method === "GET") {
    const call: ListCall = { spaceId: chosenSpaceOf(args.request) };
    listCalls.set(args.context, call);
    takeSessionFrom(args.context, async () => {
      const { response, body } = await listCallOf(args, call);
      if (response.status === 401) return null;
      if (!response.ok) return undefined;
      return (await body()).me;
    });
  }
  return next();
};

/**
 * The page of workers of the call that brought the session, when it listed `spaceId` (the working
 * space the session chose); undefined otherwise, and the loader asks /v1 for that space itself.
 */
export async function listFromSessionCall(args: ServerArgs, session: Session, spaceId: number, page: number) {
  const call = listCalls.get(args.context);
  if (!call?.answer) return undefined;
  const listed = call.spaceId ?? (session.space_ids.length === 1 ? session.space_ids[0] : undefined);
  if (listed !== spaceId) return undefined;
  const { response, body } = await call.answer;
  if (!response.ok) return undefined;
  return { workers: (await body()).workers, pageInfo: pageInfoOf(response.headers, page) };
}
