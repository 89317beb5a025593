import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { notificationsOf, postInbound, consume, providerNumber, reply, smsAgency } from "../sms-factories";

// Decision 0043: an inbound SMS goes to the agency whose question it answers, never to the agency that
// asked last. The attack: another agency creates a worker with a competitor's candidate's number, asks
// them one thing, and would then receive every OUI, NON, STOP and message meant for the competitor.

async function askAvailability(token: string, workerId: number, period = { from: "2026-12-07", to: "2026-12-11" }) {
  const answer = await api("/v1/workers/availability-requests", { method: "POST", token, json: { worker_ids: [workerId], ...period } });
  expect(answer.status).toBe(202);
  return ((await answer.json()) as { request_id: number; sms_id: number }[])[0]!;
}

/** The reply code an outbound SMS carries ("Répondez OUI 4821 ou NON 4821"). */
async function codeOf(smsId: number) {
  const row = await env.DB.prepare("SELECT body, idempotency_key FROM sms_messages WHERE id = ?")
    .bind(smsId)
    .first<{ body: string; idempotency_key: string }>();
  const code = row!.body.match(/OUI (\d{4})/)?.[1];
  expect(code, row!.body).toBeDefined();
  return { code: code!, key: row!.idempotency_key, body: row!.body };
}

/** What the platform sent back to a number (the local driver's outbox): the questions asking which agency. */
async function questionsTo(phone: string) {
  const { results } = await env.DB.prepare(
    "SELECT body FROM outbox_messages WHERE channel = 'sms' AND recipient = ? AND idempotency_key LIKE 'which:%'",
  )
    .bind(phone)
    .all<{ body: string }>();
  return results.map((row) => row.body);
}

async function requestState(requestId: number) {
  return env.DB.prepare("SELECT status, answer FROM availability_requests WHERE id = ?")
    .bind(requestId)
    .first<{ status: string; answer: string | null }>();
}

/** The genuine agency and the attacker's, each holding the same person's number. */
async function genuineAndAttacker() {
  const genuine = await smsAgency();
  const attacker = await smsAgency({ mobile: genuine.mobile });
  return { genuine, attacker, mobile: genuine.mobile };
}

describe("a reply belongs to the agency that asked (decision 0043)", () => {
  it("every question carries its own reply code, different for two agencies asking the same number", async () => {
    const { genuine, attacker } = await genuineAndAttacker();
    const first = await codeOf((await askAvailability(genuine.agent.token, genuine.worker.id)).sms_id);
    const second = await codeOf((await askAvailability(attacker.agent.token, attacker.worker.id)).sms_id);
    expect(first.body).toContain(`Répondez OUI ${first.code} ou NON ${first.code}.`);
    expect(second.code).not.toBe(first.code);
  });

  it.each([
    ["the attacker asks after the genuine agency", "after"],
    ["the attacker asks before the genuine agency", "before"],
  ])(
    "%s: a bare OUI goes to neither, the worker is asked which once; OUI with the code reaches the agency it names",
    async (_label, order) => {
      const { genuine, attacker, mobile } = await genuineAndAttacker();
      const ask = async () => {
        if (order === "before") {
          const bait = await askAvailability(attacker.agent.token, attacker.worker.id);
          return { bait, real: await askAvailability(genuine.agent.token, genuine.worker.id) };
        }
        const real = await askAvailability(genuine.agent.token, genuine.worker.id);
        return { real, bait: await askAvailability(attacker.agent.token, attacker.worker.id) };
      };
      const { real, bait } = await ask();
      const [realCode, baitCode] = [await codeOf(real.sms_id), await codeOf(bait.sms_id)];

      // The provider even names the attacker's message as the last one sent: it decides nothing.
      const job = await reply(mobile, "OUI", "attack-oui-" + order, baitCode.key);
      expect(await notificationsOf(attacker.agent.token)).toEqual([]);
      expect(await notificationsOf(genuine.agent.token)).toEqual([]);
      expect(await requestState(bait.request_id)).toEqual({ status: "open", answer: null });
      expect(await requestState(real.request_id)).toEqual({ status: "open", answer: null });
      const stored = await env.DB.prepare("SELECT count(*) AS n FROM sms_messages WHERE direction = 'inbound' AND from_phone = ?")
        .bind(mobile)
        .first();
      expect(stored).toEqual({ n: 0 });

      // One SMS asking which, in French, naming each agency with its code; the same reply delivered
      // again (webhook retried, queue redelivered) asks nothing more.
      await consume(job);
      const { jobs } = await postInbound({ messageId: "attack-oui-" + order, from: providerNumber(mobile), message: "OUI" });
      await consume(jobs[0]!);
      const questions = await questionsTo(mobile);
      expect(questions).toHaveLength(1);
      expect(questions[0]).toContain(`OUI ${realCode.code} pour ${genuine.space.name}`);
      expect(questions[0]).toContain(`OUI ${baitCode.code} pour ${attacker.space.name}`);

      // The worker answers the agency they meant, with its code: only that agency hears it.
      await reply(mobile, `OUI ${realCode.code}`);
      expect((await notificationsOf(genuine.agent.token)).map((n) => n.type)).toEqual([5]);
      expect(await notificationsOf(attacker.agent.token)).toEqual([]);
      expect(await requestState(real.request_id)).toEqual({ status: "answered", answer: "available" });
      expect(await requestState(bait.request_id)).toEqual({ status: "open", answer: null });
    },
  );

  it("the attacker's number holds no message meant for the other agency: free text goes to neither until it names one", async () => {
    const { genuine, attacker, mobile } = await genuineAndAttacker();
    // The attacker messages the number: it still does not make the worker's messages theirs.
    const sent = await api("/v1/sms", {
      method: "POST",
      token: attacker.agent.token,
      json: { worker_ids: [attacker.worker.id], message: "Bonjour" },
    });
    expect(sent.status).toBe(202);
    await reply(mobile, "Je serai en retard demain matin");
    expect(await notificationsOf(attacker.agent.token)).toEqual([]);
    expect(await notificationsOf(genuine.agent.token)).toEqual([]);
    const [question] = await questionsTo(mobile);
    const code = question!.match(new RegExp(`(\\d{4}) pour ${genuine.space.name}`))?.[1];
    expect(code, question).toBeDefined();

    await reply(mobile, `${code} Je serai en retard demain matin`);
    expect((await notificationsOf(genuine.agent.token)).map((n) => [n.type, n.message])).toEqual([
      [4, `${code} Je serai en retard demain matin`],
    ]);
    expect(await notificationsOf(attacker.agent.token)).toEqual([]);
  });

  it("a worker genuinely registered with two agencies answers each of them", async () => {
    const { genuine: lyon, attacker: lille, mobile } = await genuineAndAttacker();
    const lyonAsked = await askAvailability(lyon.agent.token, lyon.worker.id);
    const lilleAsked = await askAvailability(lille.agent.token, lille.worker.id, { from: "2026-12-14", to: "2026-12-18" });
    await reply(mobile, `oui ${(await codeOf(lyonAsked.sms_id)).code}`);
    await reply(mobile, `NON ${(await codeOf(lilleAsked.sms_id)).code}`);
    expect((await notificationsOf(lyon.agent.token)).map((n) => n.type)).toEqual([5]);
    expect((await notificationsOf(lille.agent.token)).map((n) => n.type)).toEqual([6]);
    expect(await requestState(lyonAsked.request_id)).toEqual({ status: "answered", answer: "available" });
    expect(await requestState(lilleAsked.request_id)).toEqual({ status: "answered", answer: "unavailable" });
    // With one agency answered, the other is the only one still waiting: a bare reply goes there.
    const again = await askAvailability(lyon.agent.token, lyon.worker.id, { from: "2026-12-21", to: "2026-12-24" });
    await reply(mobile, "non");
    expect(await requestState(again.request_id)).toEqual({ status: "answered", answer: "unavailable" });
    expect(await questionsTo(mobile)).toEqual([]);
  });

  it("within one agency, the provider's reference names the question a bare reply answers", async () => {
    const { agent, worker, mobile } = await smsAgency();
    const first = await askAvailability(agent.token, worker.id);
    const second = await askAvailability(agent.token, worker.id, { from: "2026-12-14", to: "2026-12-18" });
    await reply(mobile, "oui", crypto.randomUUID(), (await codeOf(first.sms_id)).key);
    expect(await requestState(first.request_id)).toEqual({ status: "answered", answer: "available" });
    expect(await requestState(second.request_id)).toEqual({ status: "open", answer: null });
  });

  it("an availability request expires at the end of its period: a later OUI answers nothing", async () => {
    const { agent, worker, mobile } = await smsAgency();
    const asked = await askAvailability(agent.token, worker.id);
    const past = Date.now() - 60_000;
    await env.DB.batch([
      env.DB.prepare("UPDATE availability_requests SET starts_at = ?, ends_at = ? WHERE id = ?").bind(
        past - 86_400_000,
        past,
        asked.request_id,
      ),
      env.DB.prepare("UPDATE sms_awaited_replies SET expires_at = ? WHERE subject_id = ? AND kind = 'availability_request'").bind(
        past,
        asked.request_id,
      ),
    ]);
    await reply(mobile, "oui");
    expect(await requestState(asked.request_id)).toEqual({ status: "open", answer: null });
    expect((await notificationsOf(agent.token)).map((n) => n.type)).toEqual([4]);
  });
});

describe("STOP applies to the agencies that messaged the number", () => {
  it("not to an agency that only holds it; a code names one agency only", async () => {
    const { genuine, attacker, mobile } = await genuineAndAttacker();
    const third = await smsAgency({ mobile });
    await askAvailability(genuine.agent.token, genuine.worker.id);
    const bait = await askAvailability(attacker.agent.token, attacker.worker.id);
    const suppressed = async () =>
      (
        await env.DB.prepare("SELECT space_id FROM sms_suppressions WHERE phone = ? ORDER BY space_id")
          .bind(mobile)
          .all<{ space_id: number }>()
      ).results.map((row) => row.space_id);

    await reply(mobile, `STOP ${(await codeOf(bait.sms_id)).code}`);
    expect(await suppressed()).toEqual([attacker.space.id]);

    await reply(mobile, "STOP");
    expect(await suppressed()).toEqual([genuine.space.id, attacker.space.id].sort((a, b) => a - b));
    expect(await notificationsOf(third.agent.token)).toEqual([]);
    expect((await notificationsOf(genuine.agent.token)).map((n) => n.message)).toEqual(["STOP"]);
  });

  it("cancels the SMS an agency still meant to send, and its reminders", async () => {
    const { agent, worker, mobile } = await smsAgency();
    const later = new Date(Date.now() + 3 * 86_400_000);
    const queued = await api("/v1/sms", {
      method: "POST",
      token: agent.token,
      json: {
        worker_ids: [worker.id],
        message: "Rendez-vous jeudi",
        send_at: later.toISOString(),
        reminder_at: new Date(later.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(queued.status).toBe(202);
    await reply(mobile, "STOP");
    const { results } = await env.DB.prepare(
      "SELECT status, error_message FROM sms_messages WHERE worker_id = ? AND direction = 'outbound' AND body = 'Rendez-vous jeudi'",
    )
      .bind(worker.id)
      .all();
    expect(results).toEqual([
      { status: "failed", error_message: "Annulé : le numéro a répondu STOP" },
      { status: "failed", error_message: "Annulé : le numéro a répondu STOP" },
    ]);
  });
});
