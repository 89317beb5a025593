import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { callApi } from "./api.server";
import { cloudflareContext, type WebBindings } from "./cloudflare-context";
import { PAGE_RENDER_HEADER } from "#domain/http/page-render";

// One authentication per page: /v1 shares the caller a render's call found, but a Worker
// cannot await another request's pending lookup, so the render's first call must have answered before
// the others leave. A regression here made the worker tabs' parallel loaders hang in the browser suite.

function renderWith(api: WebBindings["API"]) {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: { API: api } as WebBindings, ctx: { waitUntil() {} } });
  return { request: new Request("https://app.test/workers/1"), context };
}

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

describe("the /v1 calls of one render", () => {
  it("leave after the render's first call has answered, all under one render id", async () => {
    const first = deferred();
    const sent: { path: string; render: string | null }[] = [];
    const args = renderWith({
      fetch(request) {
        sent.push({ path: new URL(request.url).pathname, render: request.headers.get(PAGE_RENDER_HEADER) });
        return sent.length === 1 ? first.promise : Promise.resolve(new Response("{}"));
      },
    });

    const me = callApi(args, "/users/me");
    const worker = callApi(args, "/workers/1");
    const tabs = callApi(args, "/workers/1/comments");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.map((call) => call.path)).toEqual(["/v1/users/me"]);

    first.resolve(new Response("{}"));
    await Promise.all([me, worker, tabs]);
    expect(sent.map((call) => call.path)).toEqual(["/v1/users/me", "/v1/workers/1", "/v1/workers/1/comments"]);
    expect(new Set(sent.map((call) => call.render)).size).toBe(1);
  });

  it("still leave when the first call failed, and another render has its own id and goes at once", async () => {
    const sent: string[] = [];
    let calls = 0;
    const api: WebBindings["API"] = {
      fetch(request) {
        sent.push(request.headers.get(PAGE_RENDER_HEADER) ?? "");
        return ++calls === 1 ? Promise.reject(new Error("network")) : Promise.resolve(new Response("{}"));
      },
    };
    const args = renderWith(api);
    await expect(callApi(args, "/users/me")).rejects.toThrow("network");
    expect((await callApi(args, "/workers/1")).status).toBe(200);
    expect((await callApi(renderWith(api), "/users/me")).status).toBe(200);
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).not.toBe(sent[0]);
  });
});
