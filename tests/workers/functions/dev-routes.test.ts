import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { FunctionsBindings } from "#functions/src/env";
import worker from "#functions/src/index";
import { createSpace } from "../factories";
import { readJson } from "../json";

// Decision 0014: /v1/dev/* exists only when ENVIRONMENT is explicitly `development`. The suite itself
// runs with ENVIRONMENT=test, so each case hands the Worker its own copy of the bindings.
async function callWith(
  environment: string | undefined,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const bindings: FunctionsBindings = { ...env, ENVIRONMENT: environment };
  if (environment === undefined) delete bindings.ENVIRONMENT;
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://api.test${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("development-only routes", () => {
  it("answers the outbox in development", async () => {
    const response = await callWith("development", "/v1/dev/outbox?channel=email");
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it.each([["production"], ["staging"], ["test"], [undefined], ["Production"], ["dev"]])(
    "does not exist when ENVIRONMENT is %s: the same 404 as a path that never existed, before any validation",
    async (environment) => {
      const unknownPath = await callWith(environment, "/v1/no-such-route");
      const unknownBody = await unknownPath.json();
      for (const path of ["/v1/dev/outbox", "/v1/dev/outbox?channel=carrier-pigeon", "/v1/dev/anything"]) {
        const response = await callWith(environment, path);
        expect(response.status, path).toBe(404);
        expect(await response.json(), path).toEqual(unknownBody);
      }
    },
  );

  it("is not described in the API document", async () => {
    const response = await callWith("development", "/v1/openapi.json");
    const document = await readJson<{ paths: Record<string, unknown> }>(response);
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/v1/dev"))).toEqual([]);
  });

  it("plays a worker's reply and shows it beside the SMS sent, each with the worker's name", async () => {
    const space = await createSpace();
    const mobile = `+3367${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO workers (space_id, first_name, last_name, mobile_phone_number, created_at, updated_at) VALUES (?, 'Léa', 'Martin', ?, ?, ?)",
    )
      .bind(space.id, mobile, now, now)
      .run();
    await env.DB.prepare(
      "INSERT INTO outbox_messages (channel, idempotency_key, recipient, body, created_at) VALUES ('sms', ?, ?, 'Mission ?', ?)",
    )
      .bind(`sent-${mobile}`, mobile, now)
      .run();
    const national = `0${mobile.slice(3, 4)} ${mobile.slice(4, 6)} ${mobile.slice(6, 8)} ${mobile.slice(8, 10)} ${mobile.slice(10, 12)}`;
    const played = await callWith("development", "/v1/dev/sms/inbound", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ from: national, text: "OUI" }),
    });
    expect(played.status).toBe(202);

    const conversation = await readJson<{ direction: string; phone: string; body: string; worker_name: string | null }[]>(
      await callWith("development", "/v1/dev/sms"),
    );
    const mine = conversation.filter((entry) => entry.phone === mobile);
    expect(mine.map(({ direction, body, worker_name }) => ({ direction, body, worker_name }))).toEqual([
      { direction: "inbound", body: "OUI", worker_name: "Léa Martin" },
      { direction: "outbound", body: "Mission ?", worker_name: "Léa Martin" },
    ]);
    // The outbox of sent messages keeps to what was sent.
    const sent = await readJson<{ recipient: string }[]>(
      await callWith("development", `/v1/dev/outbox?channel=sms&recipient=${encodeURIComponent(mobile)}`),
    );
    expect(sent).toHaveLength(1);
  });

  it("opens an e-mail's attachment from the bucket, and nothing past its files", async () => {
    const key = `outbox-test/${crypto.randomUUID()}.pdf`;
    await env.FILES.put(key, "%PDF-1.4 test");
    const attachments = JSON.stringify([{ fileKey: key, filename: "Confirmation client.pdf", contentType: "application/pdf" }]);
    const row = await env.DB.prepare(
      "INSERT INTO outbox_messages (channel, idempotency_key, recipient, subject, body, attachments, created_at) VALUES ('email', ?, 'client@example.test', 'Confirmation', 'Bonjour', ?, ?) RETURNING id",
    )
      .bind(`mail-${key}`, attachments, Date.now())
      .first<{ id: number }>();
    const listed = await readJson<{ id: number; attachments: unknown[] }[]>(await callWith("development", "/v1/dev/outbox?channel=email"));
    expect(listed.find((message) => message.id === row!.id)?.attachments).toEqual([
      { filename: "Confirmation client.pdf", content_type: "application/pdf" },
    ]);
    const file = await callWith("development", `/v1/dev/outbox/${row!.id}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(await file.text()).toBe("%PDF-1.4 test");
    expect((await callWith("development", `/v1/dev/outbox/${row!.id}/attachments/1`)).status).toBe(404);
    expect((await callWith("test", `/v1/dev/outbox/${row!.id}/attachments/0`)).status).toBe(404);
  });
});
