import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { MeAnswerSchema } from "#domain/users/user-schemas";
import type { WorkerSummary } from "#domain/workers/worker-schemas";
import { cloudflareContext, type WebBindings } from "#web/app/lib/cloudflare-context";
import { requireSession } from "#web/app/lib/session.server";
import { loadWorkerList, workersListMiddleware } from "./workers-list.server";

// the /workers page is one /v1 call, as the worker's page. The render runs the list's
// middleware, then the shell's loader (its session check) and the list's in parallel, as React Router
// does; a fake API binding counts the calls they make and answers them as /v1 would.

type Me = z.infer<typeof MeAnswerSchema>;

function meOf(spaceIds: number[], permissions: Me["permissions"] = []): Me {
  return {
    user: {
      id: 3,
      email: "agent@demo.interim.test",
      first_name: "Agnès",
      last_name: "Martin",
      is_admin: false,
      api_access: false,
      locale: "fr",
      theme: "light",
    },
    permissions,
    space_ids: spaceIds,
  };
}

const WORKER: WorkerSummary = {
  id: 7,
  space_id: 1,
  first_name: "Jean",
  last_name: "Dupont",
  maiden_name: null,
  sex: null,
  birth_date: null,
  email: null,
  mobile_phone_number: null,
  phone_number: null,
  postal_code: null,
  postal_city: null,
  state: "candidate",
  under_18: false,
  favorite_jobs: [],
  transportation_means: [],
  current_availability: null,
  distance_km: null,
  archived: false,
  created_at: "2026-01-05T08:00:00.000Z",
  updated_at: "2026-01-05T08:00:00.000Z",
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** /v1 for a caller `me`: the list of a space they may use (the only one when none is named). */
function apiFor(me: Me | null) {
  return (url: URL) => {
    if (!me) return json({ message: "Unauthorized" }, 401);
    if (url.pathname === "/v1/users/me") return json(me);
    if (url.pathname !== "/v1/workers") return json({ message: "Not found" }, 404);
    const named = url.searchParams.get("space_id");
    if (named === null && me.space_ids.length !== 1) return json({ message: "Invalid input" }, 422);
    const spaceId = named === null ? me.space_ids[0]! : Number(named);
    if (!me.space_ids.includes(spaceId) && !me.permissions.includes("app-admin")) return json({ message: "Not found" }, 404);
    const workers = [{ ...WORKER, space_id: spaceId }];
    const headers = { "X-Total-Count": "1", "X-Total-Is-Lower-Bound": "false", Link: "" };
    return json(url.searchParams.get("include") === "me" ? { workers, me } : workers, 200, headers);
  };
}

/** One server render of /workers (GET): the calls it made to /v1, and what each loader gave. */
async function renderWorkersPage(answer: (url: URL) => Response, { cookie, search = "" }: { cookie?: string; search?: string } = {}) {
  const calls: string[] = [];
  const api: WebBindings["API"] = {
    fetch: async (request) => {
      const url = new URL(request.url);
      calls.push(url.pathname + url.search);
      return answer(url);
    },
  };
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: { API: api } as WebBindings, ctx: { waitUntil: () => undefined } });
  const request = new Request(`http://localhost/workers${search}`, { headers: cookie ? { Cookie: cookie } : {} });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/workers" };
  const settled = async <T>(promise: Promise<T>) =>
    promise.then(
      (value) => ({ value }),
      (thrown: unknown) => ({ thrown }),
    );
  let loaded: [{ value?: unknown; thrown?: unknown }, { value?: unknown; thrown?: unknown }] | undefined;
  const [runMiddleware] = workersListMiddleware;
  await runMiddleware!(args, async () => {
    loaded = await Promise.all([settled(requireSession(args)), settled(loadWorkerList(args))]);
    return new Response(null);
  });
  return {
    calls,
    shell: loaded![0],
    list: loaded![1] as { value?: { spaceId: number | null; workers: WorkerSummary[] }; thrown?: unknown },
  };
}

/** A call's path, with its space and include parameters only ("-" when absent). */
function callOf(call: string) {
  const url = new URL(`http://x${call}`);
  return `${url.pathname} space_id=${url.searchParams.get("space_id") ?? "-"} include=${url.searchParams.get("include") ?? "-"}`;
}

describe("the /workers page in one /v1 call", () => {
  it("the space chosen in this browser: one call, the list with the caller", async () => {
    const me = meOf([1, 2]);
    const { calls, shell, list } = await renderWorkersPage(apiFor(me), { cookie: "space_id=2", search: "?names=dup" });
    expect(calls.map(callOf)).toEqual(["/v1/workers space_id=2 include=me"]);
    expect(new URL(`http://x${calls[0]}`).searchParams.get("names")).toBe("dup");
    expect(shell.value).toEqual(me);
    expect(list.value).toMatchObject({ spaceId: 2, workers: [{ id: 7, space_id: 2 }] });
  });

  it("no space chosen, a user of one space: one call, /v1 lists that space", async () => {
    const me = meOf([1]);
    const { calls, shell, list } = await renderWorkersPage(apiFor(me));
    expect(calls.map(callOf)).toEqual(["/v1/workers space_id=- include=me"]);
    expect(shell.value).toEqual(me);
    expect(list.value).toMatchObject({ spaceId: 1, workers: [{ id: 7, space_id: 1 }] });
  });

  it("signed out: the one call answers 401 and the page goes to the login screen", async () => {
    const { calls, shell } = await renderWorkersPage(apiFor(null), { cookie: "space_id=2" });
    expect(calls).toHaveLength(1);
    expect((shell.thrown as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fworkers/);
  });

  it("no space chosen, a user of several: the session from /v1/users/me, and no list (the user chooses)", async () => {
    const me = meOf([1, 2]);
    const { calls, shell, list } = await renderWorkersPage(apiFor(me));
    expect(calls.map(callOf)).toEqual(["/v1/workers space_id=- include=me", "/v1/users/me space_id=- include=-"]);
    expect(shell.value).toEqual(me);
    expect(list.value).toMatchObject({ spaceId: null, workers: [] });
  });

  it("a chosen space since withdrawn: the session from /v1/users/me, then the list of the user's only space", async () => {
    const me = meOf([1]);
    const { calls, list } = await renderWorkersPage(apiFor(me), { cookie: "space_id=9" });
    expect(calls.map(callOf)).toEqual([
      "/v1/workers space_id=9 include=me",
      "/v1/users/me space_id=- include=-",
      "/v1/workers space_id=1 include=-",
    ]);
    expect(list.value).toMatchObject({ spaceId: 1, workers: [{ space_id: 1 }] });
  });

  it("an owner with one space and none chosen: /v1 listed it, but the owner chooses, as before", async () => {
    const me = meOf([1], ["app-admin"]);
    const { calls, list } = await renderWorkersPage(apiFor(me));
    expect(calls.map(callOf)).toEqual(["/v1/workers space_id=- include=me"]);
    expect(list.value).toMatchObject({ spaceId: null, workers: [] });
  });
});
