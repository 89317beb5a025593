import type { MiddlewareFunction } from "react-router";
import { MeAnswerSchema } from "#domain/users/user-schemas";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";
import { takeSessionFrom } from "#web/app/lib/session.server";

// A worker's page in one /v1 call: the shell needs the session (/v1/users/me), the file's
// layout the worker (/v1/workers/{id}); `GET /v1/workers/{id}?include=me` answers both. The layout's
// middleware names that call before the loaders start, and the first of them to need either answer
// makes it: nothing is asked when no loader runs (a tab change reloading a tab only).

interface FileCall {
  id: number;
  answer?: Promise<{ response: Response; body: () => Promise<unknown> }>;
}

const fileCalls = new WeakMap<object, FileCall>();

/** The one call of this request for the worker `id`, made on first need; undefined for another worker. */
export function workerFileCall(args: ServerArgs, id: number) {
  const call = fileCalls.get(args.context);
  if (!call || call.id !== id) return undefined;
  call.answer ??= callApi(args, `/workers/${id}`, { query: { include: "me" } }).then((response) => {
    // Read once, for both the session and the worker.
    let body: Promise<unknown> | undefined;
    return { response, body: () => (body ??= response.json()) };
  });
  return call.answer;
}

/**
 * The file layout's middleware: a page render (GET) of worker `params.id` takes its session from the
 * worker's call. A refused worker (missing, another space) says nothing of the session: /v1/users/me
 * is then asked as before. Actions (POST) keep their own calls.
 */
export const workerFileWithSession: MiddlewareFunction<Response> = (args, next) => {
  const id = Number(args.params.id);
  if (args.request.method === "GET" && Number.isSafeInteger(id) && id > 0) {
    fileCalls.set(args.context, { id });
    takeSessionFrom(args.context, async () => {
      const { response, body } = (await workerFileCall(args, id))!;
      if (response.status === 401) return null;
      if (!response.ok) return undefined;
      return MeAnswerSchema.parse(((await body()) as { me?: unknown }).me);
    });
  }
  return next();
};
