import { describe, expect, it } from "vitest";
import { listActivityLogs } from "#features/activity-logs/list-activity-logs";
import { askForAvailabilities } from "#features/availability-requests/ask-for-availabilities";
import { addInterviewQuestion } from "#features/interview-questions/add-interview-question";
import { listInterviewQuestions } from "#features/interview-questions/list-interview-questions";
import { removeInterviewQuestion } from "#features/interview-questions/remove-interview-question";
import { listNotifications } from "#features/notifications/list-notifications";
import type { OperationCaller } from "#features/operation-context";
import { createWorker } from "#features/workers/create-worker";
import { recordWorkerAvailability } from "#features/workers/record-worker-availability";
import { updateWorker } from "#features/workers/update-worker";
import { api, createSpace, signedInUser } from "../factories";
import { directContext, newCaller } from "../operation-contexts";
import { readJson } from "../json";
import { uniqueEmail, workerBody, type ErrorAnswer } from "../worker-factories";

// Operations run without HTTP, with the one operation context a queue consumer builds; and the
// rules that need "today" judge it at the context's clock, not at the machine's (decision 0042: no
// clock read in db/, domain/ or a schema).

const QUEUE_ORIGIN = { method: "QUEUE", path: "queue:direct", routePath: null };
const contextFor = (caller: OperationCaller, now = new Date()) => directContext(caller, QUEUE_ORIGIN, now);
const callerOf = newCaller;

const worker = (spaceId: number, birthDate: string) =>
  ({ space_id: spaceId, first_name: "Léa", last_name: "Horloge", email: uniqueEmail(), birth_date: birthDate }) as Parameters<
    typeof createWorker
  >[1];

describe("the clock passed in", () => {
  it("judges a birth date 'in the future' at the context's now, on creation and on edit", async () => {
    const space = await createSpace();
    const caller = await callerOf([space.id]);
    // Born in 2029: future in 2026, past in 2030, whatever the machine's clock says.
    const refused = await createWorker(contextFor(caller, new Date("2026-03-01T10:00:00Z")), worker(space.id, "2029-05-01")).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      code: "validation_failed",
      fields: [{ field: "birth_date", reason: "custom", message: "birth_date_future" }],
    });

    const later = contextFor(caller, new Date("2030-01-01T10:00:00Z"));
    const created = await createWorker(later, worker(space.id, "2029-05-01"));
    expect(created.birth_date).toBe("2029-05-01");
    expect(created.under_18).toBe(true);

    const edit = { id: created.id, changes: { birth_date: "2031-01-01" }, expectedVersions: undefined };
    await expect(updateWorker(later, edit)).rejects.toMatchObject({ fields: [{ field: "birth_date", message: "birth_date_future" }] });
    expect((await updateWorker(contextFor(caller, new Date("2031-06-01T10:00:00Z")), edit)).birth_date).toBe("2031-01-01");
  });

  it("still refuses a future birth date over HTTP with the same 422", async () => {
    const space = await createSpace();
    const { token } = await signedInUser({ spaceIds: [space.id] });
    const response = await api("/v1/workers", { method: "POST", token, json: workerBody(space.id, { birth_date: "2999-01-01" }) });
    expect(response.status).toBe(422);
    expect((await readJson<ErrorAnswer>(response)).error.fields).toEqual([
      { field: "birth_date", reason: "custom", message: "birth_date_future" },
    ]);
  });

  it("judges an availability ending before 'now' at the context's now", async () => {
    const space = await createSpace();
    const caller = await callerOf([space.id]);
    const created = await createWorker(contextFor(caller), worker(space.id, "1990-01-01"));
    const availability = { status: "available" as const, to: "2027-01-10" };
    // Without `from` the period starts at now: after 10 January 2027 it would end before it starts.
    const refused = recordWorkerAvailability(contextFor(caller, new Date("2027-02-01T10:00:00Z")), { workerId: created.id, availability });
    await expect(refused).rejects.toMatchObject({ fields: [{ field: "to", reason: "custom", message: "period_end_before_start" }] });
    const recorded = await recordWorkerAvailability(contextFor(caller, new Date("2027-01-05T10:00:00Z")), {
      workerId: created.id,
      availability,
    });
    expect(recorded.starts_at.toISOString()).toBe("2027-01-05T10:00:00.000Z");

    const asked = askForAvailabilities(contextFor(caller, new Date("2027-02-01T10:00:00Z")), { workerIds: [created.id], to: "2027-01-10" });
    await expect(asked).rejects.toMatchObject({ fields: [{ field: "to", message: "period_end_before_start" }] });
  });
});

describe("operations that left their routes, called directly", () => {
  it("adds and removes interview questions with their log entries, behind the space wall", async () => {
    const [lyon, lille] = [await createSpace(), await createSpace()];
    const admin = await callerOf([lyon.id], ["space-users"]);
    const stranger = await callerOf([lille.id], ["space-users"]);
    const question = await addInterviewQuestion(contextFor(admin), { spaceId: lyon.id, question: { label: "Permis CACES ?" } });
    expect(await listInterviewQuestions(contextFor(admin), lyon.id)).toEqual([
      expect.objectContaining({ id: question.id, archived: false }),
    ]);
    await expect(listInterviewQuestions(contextFor(stranger), lyon.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(removeInterviewQuestion(contextFor(stranger), { spaceId: lyon.id, questionId: question.id })).rejects.toMatchObject({
      code: "not_found",
    });

    await removeInterviewQuestion(contextFor(admin), { spaceId: lyon.id, questionId: question.id });
    expect(await listInterviewQuestions(contextFor(admin), lyon.id)).toEqual([]);

    const { entries } = await listActivityLogs(contextFor(admin), { space_id: lyon.id, page: 1, per_page: 10 } as Parameters<
      typeof listActivityLogs
    >[1]);
    expect(entries.map((entry) => [entry.title, entry.method, entry.path])).toEqual([
      ["Interview question removed", "QUEUE", "queue:direct"],
      ["Interview question added", "QUEUE", "queue:direct"],
    ]);
  });

  it("lists notifications for the context's caller, without a reader built by the route", async () => {
    const space = await createSpace();
    const caller = await callerOf([space.id]);
    expect(await listNotifications(contextFor(caller), {})).toEqual([]);
  });
});
