import { describe, expect, it } from "vitest";
import { LOCALES } from "../enums/preferences";
import { SAMPLE_NOTIFICATIONS } from "#tests/fixtures/notification-contents";
import { notificationTypeOf } from "./notification-schemas";
import { NotificationContentSchema, readNotificationContent } from "./notification-templates";
import { NOTIFICATION_TEXTS, opensOnVowelSound, renderNotification } from "./render-notification";

// Decision 0042: what a notification says, worded for each reader from its template and parameters.

describe("renderNotification", () => {
  it.each(LOCALES)("words every template in %s, every placeholder filled", (language) => {
    for (const content of SAMPLE_NOTIFICATIONS) {
      const { title, message } = renderNotification(content, language);
      expect(title.trim()).not.toBe("");
      expect(title).not.toMatch(/\{\{|\}\}/);
      expect(message?.replace(content.template === "sms_received" ? content.params.text : "", "") ?? "").not.toMatch(/\{\{|\}\}/);
    }
  });

  it("elides French « de » before a vowel sound, and nowhere else", () => {
    const sms = (worker_name: string) => ({ template: "sms_received" as const, params: { worker_name, text: "Bonjour" } });
    expect(renderNotification(sms("Élodie Martin"), "fr").title).toBe("SMS reçu d'Élodie Martin");
    expect(renderNotification(sms("Yves Durand"), "fr").title).toBe("SMS reçu d'Yves Durand");
    expect(renderNotification(sms("Hugo Petit"), "fr").title).toBe("SMS reçu d'Hugo Petit");
    expect(renderNotification(sms("Paul Roux"), "fr").title).toBe("SMS reçu de Paul Roux");
    expect(renderNotification(sms("Élodie Martin"), "en").title).toBe("SMS received from Élodie Martin");
    expect(renderNotification(sms("Élodie Martin"), "it").title).toBe("SMS ricevuto da Élodie Martin");
    expect(opensOnVowelSound("  ève")).toBe(true);
    expect(opensOnVowelSound("Bertrand")).toBe(false);
  });

  it("writes references and dates the reader's way", () => {
    const accepted = SAMPLE_NOTIFICATIONS.find((content) => content.template === "proposal_answered")!;
    expect(renderNotification(accepted, "fr")).toEqual({
      title: "Camille Durand a accepté la mission CO-000042",
      message: "Réponse « Oui ».",
    });
    expect(renderNotification(accepted, "en")).toEqual({ title: "Camille Durand accepted the mission OR-000042", message: "Reply “Oui”." });
    const kept = SAMPLE_NOTIFICATIONS.find((content) => content.template === "availability_answered")!;
    expect(renderNotification(kept, "fr").message).toBe(
      "Réponse « oui » pour la période du 07/12/2026 00:00 au 12/12/2026 00:00. Une autre disponibilité couvre déjà cette période : elle est conservée.",
    );
    expect(renderNotification(kept, "en").message).toContain("from 12/07/2026 00:00 to 12/12/2026 00:00.");
    expect(renderNotification(kept, "de").message).toContain("vom 07.12.2026 00:00 bis 12.12.2026 00:00.");
  });

  it("says a registration's way in and a minor's age in sentences, with no « (e) »", () => {
    const [online, express, kiosk] = SAMPLE_NOTIFICATIONS;
    expect(renderNotification(online!, "fr")).toEqual({ title: "Nouvelle inscription : Inès Moreau", message: "Inscription en ligne." });
    expect(renderNotification(express!, "fr").message).toBe("Inscription express. Moins de 18 ans.");
    expect(renderNotification(kiosk!, "en").message).toBe("Registered at the agency's kiosk.");
  });

  it("keeps an SMS's words as written, even when they look like a placeholder", () => {
    const odd = SAMPLE_NOTIFICATIONS.find((content) => content.template === "sms_received" && content.params.worker_name === "Paul Roux")!;
    expect(renderNotification(odd, "fr").message).toBe("{{name}} $t(notifications.title) <b>");
    const arrival = SAMPLE_NOTIFICATIONS.find((content) => content.template === "arrival_confirmed")!;
    expect(renderNotification(arrival, "fr").message).toBe("Réponse « OUI » à la validation d'arrivée.");
  });

  it("shows a text stored before templates as it was written", () => {
    const stored = readNotificationContent("stored_text", JSON.stringify({ title: "SMS reçu de Léa", message: null }));
    expect(renderNotification(stored, "en")).toEqual({ title: "SMS reçu de Léa", message: null });
  });

  it("reads a row it cannot parse as an empty text rather than failing the list", () => {
    expect(readNotificationContent("sms_received", "{not json")).toEqual({ template: "stored_text", params: { title: "", message: null } });
    expect(readNotificationContent("unknown_template", "{}").template).toBe("stored_text");
  });

  it("gives each template the spec's type", () => {
    const types = SAMPLE_NOTIFICATIONS.map((content) =>
      content.template === "proposal_answered"
        ? [content.params.outcome, notificationTypeOf(content)]
        : [content.template, notificationTypeOf(content)],
    );
    expect(types).toEqual([
      ["registration_submitted", 3],
      ["registration_submitted", 3],
      ["registration_submitted", 3],
      ["sms_received", 4],
      ["sms_received", 4],
      ["arrival_confirmed", 4],
      ["availability_answered", 5],
      ["availability_answered", 5],
      ["availability_answered", 6],
      ["availability_answered", 6],
      ["accepted", 1],
      ["in_progress", 1],
      ["refused", 2],
      ["place_taken", 1],
      ["already_in_contract", 1],
      ["order_closed", 1],
      ["timesheet_decided", 1],
      ["timesheet_decided", 2],
    ]);
    for (const content of SAMPLE_NOTIFICATIONS) expect(NotificationContentSchema.parse(content)).toEqual(content);
  });
});

describe("the catalogue", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

  it.each(LOCALES.filter((language) => language !== "fr"))("names the same placeholders in %s as in French", (language) => {
    for (const [template, texts] of Object.entries(NOTIFICATION_TEXTS.fr)) {
      for (const [key, text] of Object.entries(texts)) {
        const translated = (NOTIFICATION_TEXTS[language] as unknown as Record<string, Record<string, string>>)[template]![key]!;
        expect(placeholders(translated), `${language} ${template}.${key}`).toEqual(placeholders(text));
      }
    }
  });

  it("writes plurals and genders out, never as « (s) » or « (e) »", () => {
    const all = LOCALES.flatMap((language) => Object.values(NOTIFICATION_TEXTS[language]).flatMap((texts) => Object.values(texts)));
    expect(all.filter((text) => /\([a-z]{1,2}\)|\/[a-z]\b/.test(text))).toEqual([]);
  });
});
