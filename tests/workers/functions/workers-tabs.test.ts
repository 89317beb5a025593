import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { createWorker, fieldsOf, type ErrorAnswer } from "../worker-factories";
import { readJson } from "../json";

type Availability = { id: number; status: string; from: string; to: string; follow_up: boolean; comment: string | null };

async function workerOfNewAgency() {
  const space = await createSpace();
  const agent = await signedInUser({ spaceIds: [space.id] });
  const worker = await createWorker(agent.token, space.id);
  return { space, token: agent.token, agent, worker, base: `/v1/workers/${worker.id}` };
}

describe("availabilities (spec 000 §3, §4, §5)", () => {
  it("defaults to one week from now, reads day bounds as Paris days, and lists latest first", async () => {
    const { token, base } = await workerOfNewAgency();
    const before = Date.now();
    const first = await api(`${base}/availabilities`, { method: "POST", token, json: { status: "available" } });
    expect(first.status).toBe(201);
    const week = await readJson<Availability>(first);
    expect(Date.parse(week.from)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(week.to) - Date.parse(week.from)).toBe(7 * 86_400_000);

    const days = await api(`${base}/availabilities`, {
      method: "POST",
      token,
      json: { status: "unavailable", from: "2030-01-14", to: "2030-01-18", comment: "Formation CACES" },
    });
    const training = await readJson<Availability>(days);
    expect(training).toMatchObject({ from: "2030-01-13T23:00:00.000Z", to: "2030-01-18T23:00:00.000Z", comment: "Formation CACES" });
    const list = await readJson<Availability[]>(await api(`${base}/availabilities`, { token }));
    expect(list.map((a) => a.id)).toEqual([training.id, week.id]);
  });

  it("refuses a clash with 409 'Availability clash' and writes nothing, log included", async () => {
    const { token, base, worker } = await workerOfNewAgency();
    await api(`${base}/availabilities`, { method: "POST", token, json: { status: "contract", from: "2031-03-02", to: "2031-03-06" } });
    for (const period of [
      { from: "2031-03-06", to: "2031-03-10" },
      { from: "2031-02-20", to: "2031-03-02" },
      { from: "2031-03-03T08:00:00+01:00", to: "2031-03-03T12:00:00+01:00" },
    ]) {
      const clash = await api(`${base}/availabilities`, { method: "POST", token, json: { status: "available", ...period } });
      expect(clash.status).toBe(409);
      expect((await readJson<ErrorAnswer>(clash)).error.message).toBe("Availability clash");
    }
    const next = await api(`${base}/availabilities`, {
      method: "POST",
      token,
      json: { status: "available", from: "2031-03-07", to: "2031-03-08" },
    });
    expect(next.status).toBe(201);
    const logs = await env.DB.prepare("SELECT count(*) AS n FROM activity_logs WHERE title = 'Availability recorded' AND subject_id = ?")
      .bind(String(worker.id))
      .first<{ n: number }>();
    expect(logs?.n).toBe(2);
  });

  it("lets only one of two racing requests take the same days", async () => {
    const { token, base } = await workerOfNewAgency();
    const body = { status: "available", from: "2032-05-03", to: "2032-05-07" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api(`${base}/availabilities`, { method: "POST", token, json: body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it("records the follow-up request at the period's end, cancels it with the availability, refuses it for a contract", async () => {
    const { token, base, space } = await workerOfNewAgency();
    const response = await api(`${base}/availabilities`, {
      method: "POST",
      token,
      json: { status: "awaiting_reply", from: "2033-06-01", to: "2033-06-05", follow_up: true },
    });
    const availability = await readJson<Availability>(response);
    const job = await env.DB.prepare("SELECT type, run_at, payload, status, space_id FROM scheduled_jobs WHERE idempotency_key = ?")
      .bind(`availability.follow_up:${availability.id}`)
      .first<{ type: string; run_at: number; payload: string; status: string; space_id: number }>();
    expect(job).toMatchObject({
      type: "availability.follow_up",
      run_at: Date.parse(availability.to),
      status: "pending",
      space_id: space.id,
    });
    expect(JSON.parse(job!.payload)).toMatchObject({ availability_id: availability.id, space_id: space.id });

    expect((await api(`${base}/availabilities/${availability.id}`, { method: "DELETE", token })).status).toBe(204);
    const cancelled = await env.DB.prepare("SELECT status FROM scheduled_jobs WHERE idempotency_key = ?")
      .bind(`availability.follow_up:${availability.id}`)
      .first<{ status: string }>();
    expect(cancelled?.status).toBe("cancelled");

    const contract = await api(`${base}/availabilities`, { method: "POST", token, json: { status: "contract", follow_up: true } });
    expect(contract.status).toBe(422);
    expect(await fieldsOf(contract)).toEqual(["follow_up"]);
    const quiet = await api(`${base}/availabilities`, {
      method: "POST",
      token,
      json: { status: "available", from: "2033-07-01", to: "2033-07-02" },
    });
    const noJob = await env.DB.prepare("SELECT count(*) AS n FROM scheduled_jobs WHERE idempotency_key = ?")
      .bind(`availability.follow_up:${(await readJson<Availability>(quiet)).id}`)
      .first<{ n: number }>();
    expect(noJob?.n).toBe(0);
  });

  it("answers 404 'Availability vanished' when deleting one already gone", async () => {
    const { token, base } = await workerOfNewAgency();
    const created = await readJson<Availability>(
      await api(`${base}/availabilities`, { method: "POST", token, json: { status: "blocked" } }),
    );
    expect((await api(`${base}/availabilities/${created.id}`, { method: "DELETE", token })).status).toBe(204);
    const again = await api(`${base}/availabilities/${created.id}`, { method: "DELETE", token });
    expect(again.status).toBe(404);
    expect((await readJson<ErrorAnswer>(again)).error.message).toBe("Availability vanished");
  });

  it("validates status, period and comment", async () => {
    const { token, base } = await workerOfNewAgency();
    const cases: [unknown, string[]][] = [
      [{}, ["status"]],
      [{ status: "holiday" }, ["status"]],
      [{ status: "available", from: "2030-01-10", to: "2030-01-09" }, ["to"]],
      [{ status: "available", from: "2030-01-10T10:00:00+01:00", to: "2030-01-10T10:00:00+01:00" }, ["to"]],
      [{ status: "available", from: "10/01/2030" }, ["from"]],
      [{ status: "available", from: "1999-12-31" }, ["from"]],
      [{ status: "available", comment: "x".repeat(501) }, ["comment"]],
    ];
    for (const [body, fields] of cases) {
      const response = await api(`${base}/availabilities`, { method: "POST", token, json: body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await fieldsOf(response), JSON.stringify(body)).toEqual(fields);
    }
  });
});

describe("emergency contacts (spec 000 §5: phone unique, name not a number, a maximum of 5)", () => {
  it("adds, updates and deletes a contact, storing the phone in E.164", async () => {
    const { token, base } = await workerOfNewAgency();
    const created = await api(`${base}/emergency-contacts`, {
      method: "POST",
      token,
      json: { name: "Marie Durand", phone: "06 98 76 54 32", relationship: "Sœur" },
    });
    expect(created.status).toBe(201);
    const contact = await readJson<{ id: number; phone: string }>(created);
    expect(contact.phone).toBe("+33698765432");
    const updated = await api(`${base}/emergency-contacts/${contact.id}`, {
      method: "PATCH",
      token,
      json: { phone: "04 72 00 00 00", relationship: null },
    });
    expect(await updated.json()).toMatchObject({ phone: "+33472000000", relationship: null });
    expect((await api(`${base}/emergency-contacts/${contact.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await api(`${base}/emergency-contacts/${contact.id}`, { method: "DELETE", token })).status).toBe(404);
  });

  it("refuses a phone already used by another contact of the worker (409, naming phone)", async () => {
    const { token, base } = await workerOfNewAgency();
    await api(`${base}/emergency-contacts`, { method: "POST", token, json: { name: "Marie", phone: "0698765432" } });
    const duplicate = await api(`${base}/emergency-contacts`, {
      method: "POST",
      token,
      json: { name: "Paul", phone: "+33 6 98 76 54 32" },
    });
    expect(duplicate.status).toBe(409);
    const answer = await readJson<ErrorAnswer>(duplicate);
    expect(answer.error).toMatchObject({ message: "Emergency contact phone already used", fields: [{ field: "phone", reason: "taken" }] });
    const paul = await readJson<{ id: number }>(
      await api(`${base}/emergency-contacts`, { method: "POST", token, json: { name: "Paul", phone: "0611223344" } }),
    );
    const clash = await api(`${base}/emergency-contacts/${paul.id}`, { method: "PATCH", token, json: { phone: "06 98 76 54 32" } });
    expect(clash.status).toBe(409);
    const other = await workerOfNewAgency();
    expect(
      (await api(`${other.base}/emergency-contacts`, { method: "POST", token: other.token, json: { name: "Marie", phone: "0698765432" } }))
        .status,
    ).toBe(201);
  });

  it("refuses a sixth contact, even when requests race for the last place", async () => {
    const { token, base } = await workerOfNewAgency();
    for (let index = 0; index < 4; index++) {
      expect(
        (
          await api(`${base}/emergency-contacts`, {
            method: "POST",
            token,
            json: { name: `Contact ${"ABCD"[index]}`, phone: `061122334${index}` },
          })
        ).status,
      ).toBe(201);
    }
    const racing = await Promise.all(
      [5, 6, 7].map((digit) =>
        api(`${base}/emergency-contacts`, { method: "POST", token, json: { name: "Dernier", phone: `061122334${digit}` } }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const sixth = await api(`${base}/emergency-contacts`, { method: "POST", token, json: { name: "Sixième", phone: "0611223349" } });
    expect((await readJson<ErrorAnswer>(sixth)).error.message).toBe("Emergency contact maximum reached");
    expect((await readJson<unknown[]>(await api(`${base}/emergency-contacts`, { token }))).length).toBe(5);
  });

  it("refuses a name that is a number and a phone that is not French", async () => {
    const { token, base } = await workerOfNewAgency();
    const response = await api(`${base}/emergency-contacts`, {
      method: "POST",
      token,
      json: { name: "0612345678", phone: "+44 20 7946 0958" },
    });
    expect(await fieldsOf(response)).toEqual(["name", "phone"]);
  });
});

describe("comments and equipment", () => {
  it("adds comments with their author, newest first; only the author or a space administrator deletes one", async () => {
    const { token, base, space, agent } = await workerOfNewAgency();
    const colleague = await signedInUser({ spaceIds: [space.id] });
    const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [space.id] });
    const first = await readJson<{ id: number; body: string; author: string }>(
      await api(`${base}/comments`, { method: "POST", token, json: { body: "  Ponctuel et motivé.  " } }),
    );
    expect(first).toMatchObject({ body: "Ponctuel et motivé.", author: "Test User", user_id: agent.id });
    const second = await readJson<{ id: number }>(
      await api(`${base}/comments`, { method: "POST", token: colleague.token, json: { body: "Disponible le week-end." } }),
    );
    const list = await readJson<{ id: number }[]>(await api(`${base}/comments`, { token }));
    expect(list.map((comment) => comment.id)).toEqual([second.id, first.id]);
    expect((await api(`${base}/comments/${first.id}`, { method: "DELETE", token: colleague.token })).status).toBe(403);
    expect((await api(`${base}/comments/${first.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await api(`${base}/comments/${second.id}`, { method: "DELETE", token: admin.token })).status).toBe(204);
    expect((await api(`${base}/comments/${second.id}`, { method: "DELETE", token: admin.token })).status).toBe(404);
    expect((await api(`${base}/comments`, { method: "POST", token, json: { body: "   " } })).status).toBe(422);
    expect((await api(`${base}/comments`, { method: "POST", token, json: { body: "x".repeat(5001) } })).status).toBe(422);
  });

  it("adds, updates and removes equipment with its size and comment", async () => {
    const { token, base } = await workerOfNewAgency();
    const created = await api(`${base}/equipment`, {
      method: "POST",
      token,
      json: { name: "Chaussures de sécurité S3", size: "43", comment: "Prêtées le 02/03" },
    });
    expect(created.status).toBe(201);
    const item = await readJson<{ id: number }>(created);
    const updated = await api(`${base}/equipment/${item.id}`, { method: "PATCH", token, json: { size: "44", comment: null } });
    expect(await updated.json()).toMatchObject({ name: "Chaussures de sécurité S3", size: "44", comment: null });
    expect(await fieldsOf(await api(`${base}/equipment`, { method: "POST", token, json: { name: "X", size: "x".repeat(51) } }))).toEqual([
      "name",
      "size",
    ]);
    expect((await api(`${base}/equipment/${item.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await api(`${base}/equipment/${item.id}`, { method: "PATCH", token, json: { size: "45" } })).status).toBe(404);
  });
});

describe("interview questionnaire", () => {
  it("answers the space's questions, upserts answers, keeps answers of an archived question", async () => {
    const { token, base, space, worker } = await workerOfNewAgency();
    const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [space.id] });
    const ask = async (label: string) =>
      await readJson<{ id: number; position: number }>(
        await api(`/v1/spaces/${space.id}/interview-questions`, { method: "POST", token: admin.token, json: { label } }),
      );
    const licence = await ask("Avez-vous le permis B ?");
    const nights = await ask("Acceptez-vous le travail de nuit ?");
    expect([licence.position, nights.position]).toEqual([0, 1]);
    const added = await env.DB.prepare(
      "SELECT subject_id FROM activity_logs WHERE title = 'Interview question added' AND space_id = ? ORDER BY id",
    )
      .bind(space.id)
      .all<{ subject_id: string }>();
    expect(added.results.map((log) => log.subject_id)).toEqual([String(licence.id), String(nights.id)]);

    const saved = await api(`${base}/interview`, {
      method: "PUT",
      token,
      json: {
        answers: [
          { question_id: licence.id, answer: "Oui, depuis 2010" },
          { question_id: nights.id, answer: "Non" },
        ],
      },
    });
    expect(saved.status).toBe(200);
    await api(`${base}/interview`, { method: "PUT", token, json: { answers: [{ question_id: nights.id, answer: "Oui, en 3x8" }] } });
    await api(`/v1/spaces/${space.id}/interview-questions/${licence.id}`, { method: "DELETE", token: admin.token });
    const interview = await readJson<{ worker_id: number; questions: { id: number; answer: string | null; archived: boolean }[] }>(
      await api(`${base}/interview`, { token }),
    );
    expect(interview.worker_id).toBe(worker.id);
    expect(interview.questions.map(({ id, answer, archived }) => ({ id, answer, archived }))).toEqual([
      { id: nights.id, answer: "Oui, en 3x8", archived: false },
      { id: licence.id, answer: "Oui, depuis 2010", archived: true },
    ]);

    const other = await createSpace();
    const foreignAdmin = await signedInUser({ permissions: ["space-users"], spaceIds: [other.id] });
    const foreign = await readJson<{ id: number }>(
      await api(`/v1/spaces/${other.id}/interview-questions`, {
        method: "POST",
        token: foreignAdmin.token,
        json: { label: "Question d'ailleurs" },
      }),
    );
    const refused = await api(`${base}/interview`, {
      method: "PUT",
      token,
      json: {
        answers: [
          { question_id: foreign.id, answer: "?" },
          { question_id: licence.id, answer: "?" },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(await fieldsOf(refused)).toEqual(["answers.0.question_id", "answers.1.question_id"]);
    const cleared = await api(`${base}/interview`, { method: "PUT", token, json: { answers: [{ question_id: nights.id, answer: "" }] } });
    expect((await readJson<{ questions: { answer: string | null }[] }>(cleared)).questions[0]!.answer).toBeNull();
  });
});
