import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "#queues/src/index";

// Decision 0032: registration files nobody registered with are swept by the nightly cleanup, an hour
// after their upload expired; live ones stay.

async function pendingUpload(spaceId: number, expiresAt: number) {
  const id = crypto.randomUUID();
  const key = `registrations/${spaceId}/${id}`;
  await env.FILES!.put(key, "bytes");
  await env.DB.prepare(
    "INSERT INTO registration_uploads (id, space_id, r2_key, file_name, declared_size, expires_at, created_at) VALUES (?, ?, ?, 'cv.pdf', 5, ?, ?)",
  )
    .bind(id, spaceId, key, expiresAt, Date.now())
    .run();
  return { id, key };
}

describe("nightly sweep of registration uploads", () => {
  it("deletes expired uploads and their objects, keeps live ones", async () => {
    const space = await env.DB.prepare("INSERT INTO spaces (name, created_at, updated_at) VALUES ('Agence sweep', ?, ?) RETURNING id")
      .bind(Date.now(), Date.now())
      .first<{ id: number }>();
    const stale = await pendingUpload(space!.id, Date.now() - 2 * 3_600_000);
    const justExpired = await pendingUpload(space!.id, Date.now() - 60_000);
    const live = await pendingUpload(space!.id, Date.now() + 3_600_000);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "0 3 * * *", scheduledTime: new Date() }), env, ctx);
    await waitOnExecutionContext(ctx);

    const { results } = await env.DB.prepare("SELECT id FROM registration_uploads WHERE space_id = ?")
      .bind(space!.id)
      .all<{ id: string }>();
    expect(results.map((row) => row.id).sort()).toEqual([justExpired.id, live.id].sort());
    expect(await env.FILES!.head(stale.key)).toBeNull();
    expect(await env.FILES!.head(live.key)).not.toBeNull();
  });
});
