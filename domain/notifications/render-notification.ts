import type { LOCALES } from "../enums/preferences";
import { formatDate, formatDateTime } from "../format/format-date-time";
import { formatReference } from "../orders/reference-number";
import type { NotificationContent } from "./notification-templates";
import de from "./texts/de";
import en from "./texts/en";
import es from "./texts/es";
import fr, { type NotificationTexts } from "./texts/fr";
import it from "./texts/it";
import pt from "./texts/pt";

// A notification's title and message in one reader's language, from its template and parameters
// (decision 0042). /v1 renders with the catalogue below; the web renders with its i18n `t` over the
// same texts (its dictionaries import them), so both choose the same texts with the same values.

type Locale = (typeof LOCALES)[number];

export const NOTIFICATION_TEXTS: Record<Locale, NotificationTexts> = { fr, en, es, de, pt, it };

/** A text by its key under the templates ("sms_received.title"), its {{placeholders}} filled from `values`. */
export type TranslateNotificationText = (key: string, values?: Record<string, string>) => string;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The catalogue's texts in one language. Placeholders are filled in one pass, as i18next does: a value
 * that itself holds "{{…}}" (an SMS can) is left as written.
 */
export function catalogueTranslator(language: Locale): TranslateNotificationText {
  const texts = NOTIFICATION_TEXTS[language] as unknown as Record<string, Record<string, string>>;
  return (key, values = {}) => {
    const [template = "", name = ""] = key.split(".");
    const text = texts[template]?.[name] ?? key;
    return text.replace(PLACEHOLDER, (placeholder, value: string) => values[value] ?? placeholder);
  };
}

/**
 * Whether French elides "de" before this name ("SMS reçu d'Élodie Martin"): it opens on a vowel, a y
 * or a mute h, as first names do ("d'Yves", "d'Hugo"); an aspirated h is rare enough among first
 * names to be read as mute.
 */
export function opensOnVowelSound(name: string): boolean {
  return /^[aeiouyhàâäéèêëîïôöùûüÿœæ]/i.test(name.trim());
}

const join = (...sentences: (string | false)[]) => sentences.filter(Boolean).join(" ");

/** The title and message of a notification for a reader of `language`. */
export function renderNotification(
  content: NotificationContent,
  language: Locale,
  translate: TranslateNotificationText = catalogueTranslator(language),
): { title: string; message: string | null } {
  switch (content.template) {
    case "registration_submitted": {
      const { worker_name, route, under_18, reference, job_offer_title } = content.params;
      return {
        title: translate("registration_submitted.title", { name: worker_name }),
        message: join(
          translate(`registration_submitted.${route}`),
          under_18 && translate("registration_submitted.under_18"),
          job_offer_title !== undefined && translate("registration_submitted.job_offer", { title: job_offer_title }),
          reference !== undefined && translate("registration_submitted.reference", { reference }),
        ),
      };
    }
    case "job_offer_applied": {
      const { worker_name, job_offer_title } = content.params;
      return {
        title: translate("job_offer_applied.title", { name: worker_name }),
        message: translate("job_offer_applied.message", { title: job_offer_title }),
      };
    }
    case "sms_received": {
      const { worker_name, text } = content.params;
      const title = opensOnVowelSound(worker_name) ? "sms_received.title_vowel" : "sms_received.title";
      return { title: translate(title, { name: worker_name }), message: text };
    }
    case "arrival_confirmed": {
      const { worker_name, text } = content.params;
      return {
        title: translate("arrival_confirmed.title", { name: worker_name }),
        message: translate("arrival_confirmed.message", { text: text.trim() }),
      };
    }
    case "availability_answered": {
      const { worker_name, answer, text, from, to, kept_other } = content.params;
      const period = { from: formatDateTime(new Date(from), language), to: formatDateTime(new Date(to), language) };
      return {
        title: translate(`availability_answered.${answer}`, { name: worker_name }),
        message: join(
          translate("availability_answered.message", { text: text.trim(), ...period }),
          kept_other && translate("availability_answered.kept_other"),
        ),
      };
    }
    case "proposal_answered": {
      const { worker_name, outcome, order_number, text } = content.params;
      const reference = formatReference("order", order_number, language);
      return {
        title: translate(`proposal_answered.${outcome}`, { name: worker_name, reference }),
        message: translate("proposal_answered.message", { text: text.trim() }),
      };
    }
    case "contract_due": {
      const { worker_name, contract_number, due_by } = content.params;
      return {
        title: translate("contract_due.title", { name: worker_name, number: contract_number }),
        message: translate("contract_due.message", { date: formatDate(new Date(`${due_by}T12:00:00Z`), language) }),
      };
    }
    case "timesheet_decided": {
      const { worker_name, decision, contact_name, order_number, period, comment } = content.params;
      const reference = formatReference("order", order_number, language);
      return {
        title: translate(`timesheet_decided.${decision}`, { name: worker_name, contact: contact_name, reference }),
        message: join(
          translate("timesheet_decided.week", { period }),
          comment !== null && translate("timesheet_decided.comment", { comment }),
        ),
      };
    }
    case "stored_text":
      return { title: content.params.title, message: content.params.message };
  }
}
