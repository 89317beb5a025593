import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { MeAnswerSchema } from "#domain/users/user-schemas";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { cloudflareContext, type WebBindings } from "#web/app/lib/cloudflare-context";
import { requireSession } from "#web/app/lib/session.server";
import { loadWorkerFile, workerFileMiddleware } from "./file-loader.server";

// a worker's page is one /v1 call. The render of /workers/{id} runs the file layout's
// middleware, then the shell's loader (its session check, requireSession) and the file's in parallel,
// as React Router does; a fake API binding counts the calls they make and answers them.

const ME: z.infer<typeof MeAnswerSchema> = {
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
  permissions: [],
  space_ids: [1],
};

const WORKER: WorkerFile = {
  id: 7,
  space_id: 1,
  first_name: "Jean",
  last_name: "Dupont",
  sex: null,
  birth_date: null,
  birth_city: null,
  birth_country: null,
  birth_department: null,
  nationality: null,
  nir: null,
  maiden_name: null,
  family_situation: null,
  child_in_charge: null,
  postal_address: null,
  postal_complement: null,
  postal_code: null,
  postal_city: null,
  postal_country: null,
  latitude: null,
  longitude: null,
  phone_number: null,
  mobile_phone_number: null,
  email: null,
  favorite_jobs: [],
  transportation_means: [],
  has_profile_picture: false,
  documents_expiring: false,
  external_ref: null,
  introduction_text: null,
  resume_keywords: null,
  product_number: null,
  wage_category: null,
  payment_category: null,
  payement_category: null,
  domiciliation: null,
  beneficiary: null,
  bic: null,
  iban: null,
  state: "candidate",
  cet_consent: false,
  under_18: false,
  preference_start: null,
  preference_environments: [],
  preference_availabilities: [],
  archived: false,
  archived_at: null,
  created_at: "2026-01-05T08:00:00.000Z",
  updated_at: "2026-01-05T08:00:00.000Z",
};

type Answer = (url: URL) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const signedIn: Answer = (url) => {
  if (url.pathname === "/v1/users/me") return json(ME);
  if (url.pathname === `/v1/workers/${WORKER.id}`) return json(url.searchParams.get("include") === "me" ? { ...WORKER, me: ME } : WORKER);
  return json({ message: "Not found" }, 404);
};

/** One server render of /workers/{id} (GET): the calls it made to /v1, and what each loader gave. */
async function renderWorkerPage(id: number, answer: Answer) {
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
  const request = new Request(`http://localhost/workers/${id}`);
  const args = { request, context, params: { id: String(id) }, url: new URL(request.url), pattern: "/workers/:id" };
  const settled = async <T>(promise: Promise<T>) =>
    promise.then(
      (value) => ({ value }),
      (thrown: unknown) => ({ thrown }),
    );
  let loaded: [{ value?: unknown; thrown?: unknown }, { value?: unknown; thrown?: unknown }] | undefined;
  const [runMiddleware] = workerFileMiddleware;
  await runMiddleware!(args, async () => {
    loaded = await Promise.all([settled(requireSession(args)), settled(loadWorkerFile(args))]);
    return new Response(null);
  });
  return { calls, shell: loaded![0], file: loaded![1] };
}

describe("the worker's page in one /v1 call", () => {
  it("asks /v1/workers/{id}?include=me once, and the shell takes the session from it", async () => {
    const { calls, shell, file } = await renderWorkerPage(WORKER.id, signedIn);
    expect(calls).toEqual([`/v1/workers/${WORKER.id}?include=me`]);
    expect(shell.value).toEqual(ME);
    expect(file.value).toEqual({ worker: WORKER });
  });

  it("signed out: the one call answers 401 and the page goes to the login screen", async () => {
    const { calls, shell } = await renderWorkerPage(WORKER.id, () => json({ message: "Unauthorized" }, 401));
    expect(calls).toHaveLength(1);
    expect(shell.thrown).toBeInstanceOf(Response);
    expect((shell.thrown as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fworkers%2F7/);
  });

  it("a worker that does not exist: the session comes from /v1/users/me, the file shows the not-found page", async () => {
    const { calls, shell, file } = await renderWorkerPage(999, signedIn);
    expect(calls).toEqual(["/v1/workers/999?include=me", "/v1/users/me"]);
    expect(shell.value).toMatchObject({ user: ME.user });
    expect(file.thrown).toMatchObject({ init: { status: 404 } });
  });
});
