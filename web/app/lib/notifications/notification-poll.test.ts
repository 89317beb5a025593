import { describe, expect, it } from "vitest";
import type { Notification } from "#domain/notifications/notification-schemas";
import { createNotificationPoller, POLL_OVERLAP_MS } from "./notification-poll";

function notification(id: number, createdAt: string, read = false): Notification {
  return {
    id,
    type: 3,
    read,
    title: `n${id}`,
    message: null,
    created_at: createdAt,
    data: { order_id: null, superworker_id: null },
  } as unknown as Notification;
}

describe("the 5-second notifications poll (spec 000 §7)", () => {
  it("sends from = the last poll's time (Paris wall time, to the second) and merges what it brings", async () => {
    const queries: { from?: string }[] = [];
    const answers: Notification[][] = [
      [notification(1, "2026-07-01T08:00:00.000Z")],
      [notification(2, "2026-07-01T08:00:04.000Z")],
      [notification(2, "2026-07-01T08:00:04.000Z", true), notification(3, "2026-07-01T08:00:09.000Z")],
    ];
    let clock = Date.parse("2026-07-01T08:00:02Z");
    const poller = createNotificationPoller(
      async (query) => {
        queries.push(query);
        return answers[queries.length - 1]!;
      },
      () => new Date(clock),
    );

    let list = await poller.poll([]);
    clock += 5000;
    list = await poller.poll(list);
    clock += 5000;
    list = await poller.poll(list);

    // The first read has nothing to start from: the last 30 days. Then each poll starts at the one before
    // (08:00:02 and 08:00:07 UTC, 10:00:02 and 10:00:07 in Paris in July), less the overlap.
    expect(POLL_OVERLAP_MS).toBe(60_000);
    expect(queries).toEqual([{}, { from: "2026-07-01 09:59:02" }, { from: "2026-07-01 09:59:07" }]);
    expect(list.map((entry) => [entry.id, entry.read])).toEqual([
      [3, false],
      [2, true],
      [1, false],
    ]);
  });

  it("starts again from the last read that succeeded when a poll fails", async () => {
    const queries: { from?: string }[] = [];
    let clock = Date.parse("2026-01-10T10:00:00Z");
    let fail = false;
    const poller = createNotificationPoller(
      async (query) => {
        queries.push(query);
        if (fail) throw new Error("offline");
        return [];
      },
      () => new Date(clock),
    );
    await poller.readAll();
    clock += 5000;
    fail = true;
    await expect(poller.poll([])).rejects.toThrow("offline");
    clock += 5000;
    fail = false;
    await poller.poll([]);
    // Winter: UTC+1; both polls reach back to the one read that succeeded, at 10:00:00 UTC.
    expect(queries.slice(1)).toEqual([{ from: "2026-01-10 10:59:00" }, { from: "2026-01-10 10:59:00" }]);
  });
});
