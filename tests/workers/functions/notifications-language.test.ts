import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signedInUser } from "../factories";
import { reply, smsAgency } from "../sms-factories";
import { createWorker, uniqueMobile } from "../worker-factories";

// Decision 0042: a notification stores what happened (a template and its parameters); each reader
// gets it worded in their own language, on the list and on the live socket.

interface ListedNotification {
  id: number;
  type: number;
  title: string;
  message: string | null;
  template: string;
  params: Record<string, unknown>;
}

async function listOf(token: string, headers: Record<string, string> = {}) {
  const response = await api("/v1/notifications", { token, headers });
  expect(response.status).toBe(200);
  return { vary: response.headers.get("Vary"), notifications: (await response.json()) as ListedNotification[] };
}

function askAvailability(token: string, workerIds: number[], period: { from: string; to: string }) {
  return api("/v1/workers/availability-requests", { method: "POST", token, json: { worker_ids: workerIds, ...period } });
}

/** The user's language, as the web's language switch saves it. */
async function chooseLanguage(token: string, locale: string) {
  const response = await api("/v1/account", { method: "PATCH", token, json: { locale } });
  expect(response.status).toBe(200);
}

/** Opens the caller's live socket and collects what it receives. */
async function liveSocket(token: string) {
  const upgraded = await api("/v1/notifications/live", { token, headers: { Upgrade: "websocket" } });
  expect(upgraded.status).toBe(101);
  const socket = upgraded.webSocket!;
  const messages: string[] = [];
  let notify: (() => void) | undefined;
  socket.addEventListener("message", (event) => {
    messages.push(String(event.data));
    notify?.();
  });
  socket.accept();
  const next = () => (messages.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (notify = resolve)));
  return { socket, messages, next };
}

/** An agency with two staff, one reading English and one French, and Élodie Martin, who has a mobile. */
async function bilingualAgency() {
  const { space, agent: french } = await smsAgency();
  const english = await signedInUser({ spaceIds: [space.id] });
  await chooseLanguage(english.token, "en");
  const mobile = uniqueMobile();
  const elodie = await createWorker(french.token, space.id, { first_name: "Élodie", last_name: "Martin", mobile_phone_number: mobile });
  return { space, french, english, elodie, mobile: elodie.mobile_phone_number! };
}

describe("one notification, each reader's language", () => {
  it("is read in English by one user and in French by another, with the same template and parameters", async () => {
    const { french, english, elodie, mobile } = await bilingualAgency();
    await reply(mobile, "Je serai en retard");

    const [inFrench] = (await listOf(french.token)).notifications;
    const [inEnglish] = (await listOf(english.token)).notifications;
    expect(inFrench).toMatchObject({
      type: 4,
      title: "SMS reçu d'Élodie Martin",
      message: "Je serai en retard",
      template: "sms_received",
      params: { worker_name: "Élodie Martin", text: "Je serai en retard" },
    });
    expect(inEnglish).toMatchObject({ id: inFrench!.id, type: 4, title: "SMS received from Élodie Martin", message: "Je serai en retard" });
    expect(inEnglish!.template).toBe(inFrench!.template);
    expect(inEnglish!.params).toEqual(inFrench!.params);
    expect(elodie.id).toBe((inFrench as unknown as { data: { superworker_id: number } }).data.superworker_id);
  });

  it("follows Accept-Language first, then the user's setting, then French", async () => {
    const { french, english, mobile } = await bilingualAgency();
    await reply(mobile, "Bonjour");
    const german = await listOf(english.token, { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(german.notifications[0]!.title).toBe("SMS von Élodie Martin erhalten");
    expect(german.vary).toContain("Accept-Language");
    expect((await listOf(french.token, { "Accept-Language": "ja" })).notifications[0]!.title).toBe("SMS reçu d'Élodie Martin");
    expect((await listOf(english.token, { "Accept-Language": "ja" })).notifications[0]!.title).toBe("SMS received from Élodie Martin");
  });

  it("elides in French only before a vowel: « SMS reçu de Paul », « d'Élodie »", async () => {
    const { space, agent: french } = await smsAgency();
    const paul = await createWorker(french.token, space.id, { first_name: "Paul", last_name: "Roux", mobile_phone_number: uniqueMobile() });
    await reply(paul.mobile_phone_number!, "Présent");
    expect((await listOf(french.token)).notifications[0]!.title).toBe("SMS reçu de Paul Roux");
  });

  it("words an availability answer's period in each reader's way of writing dates", async () => {
    const { french, english, elodie, mobile } = await bilingualAgency();
    const asked = await askAvailability(french.token, [elodie.id], { from: "2026-12-07", to: "2026-12-11" });
    expect(asked.status).toBe(202);
    await reply(mobile, "oui");
    const [inFrench] = (await listOf(french.token)).notifications;
    const [inEnglish] = (await listOf(english.token)).notifications;
    expect(inFrench).toMatchObject({
      type: 5,
      template: "availability_answered",
      title: "Élodie Martin est disponible",
      message: "Réponse « oui » pour la période du 07/12/2026 00:00 au 12/12/2026 00:00.",
    });
    expect(inEnglish).toMatchObject({
      title: "Élodie Martin is available",
      message: "Reply “oui” for the period from 12/07/2026 00:00 to 12/12/2026 00:00.",
    });
  });

  it("pushes each connected reader the notification in their own language", async () => {
    const { french, english, mobile } = await bilingualAgency();
    const frenchSocket = await liveSocket(french.token);
    const englishSocket = await liveSocket(english.token);
    await reply(mobile, "J'arrive");
    await Promise.all([frenchSocket.next(), englishSocket.next()]);
    const pushed = (socket: { messages: string[] }) =>
      (JSON.parse(socket.messages[0]!) as { notification: ListedNotification }).notification;
    expect(pushed(frenchSocket)).toMatchObject({ title: "SMS reçu d'Élodie Martin", template: "sms_received" });
    expect(pushed(englishSocket)).toMatchObject({ title: "SMS received from Élodie Martin", template: "sms_received" });
    frenchSocket.socket.close();
    englishSocket.socket.close();
  });

  it("shows a notification stored as text before templates as it was written, in every language", async () => {
    const { space, english } = await bilingualAgency();
    await env.DB.prepare(
      "INSERT INTO notifications (space_id, type, template, params, created_at) VALUES (?, 4, 'stored_text', json_object('title', 'SMS reçu de Léa', 'message', 'Bonjour'), ?)",
    )
      .bind(space.id, Date.now())
      .run();
    const [stored] = (await listOf(english.token)).notifications;
    expect(stored).toMatchObject({ title: "SMS reçu de Léa", message: "Bonjour", template: "stored_text" });
  });

  it("documents template and params, each template's parameters, in the OpenAPI document", async () => {
    const document = (await (await api("/v1/openapi.json")).json()) as { paths: Record<string, { get?: object }> };
    const list = JSON.stringify(document.paths["/v1/notifications"]!.get);
    const everything = JSON.stringify(document);
    for (const name of ["template", "params", "registration_submitted", "availability_answered", "order_number", "worker_name"]) {
      expect(list.includes(name) || everything.includes(`"${name}"`), name).toBe(true);
    }
    expect(list).toContain("Accept-Language");
  });
});
