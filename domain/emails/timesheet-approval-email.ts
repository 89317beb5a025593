import type { LOCALES } from "../enums/preferences";

type Locale = (typeof LOCALES)[number];

export interface TimesheetApprovalEmailFacts {
  agencyName: string;
  /** CO-000042 */
  orderReference: string;
  workerName: string;
  /** "28/12/2026 – 31/12/2026" */
  period: string;
  /** The signed link to the public page of the week (decision 0052). */
  link: string;
  /** The Monday reminder of a week still waiting. */
  reminder: boolean;
}

interface Texts {
  subject: (facts: TimesheetApprovalEmailFacts) => string;
  body: (facts: TimesheetApprovalEmailFacts) => string;
  reminder: string;
}

// The e-mail that asks the order's contact to approve a worker's week (decision 0052).
const TEXTS: Record<Locale, Texts> = {
  fr: {
    reminder: "Rappel : ",
    subject: (f) => `${f.agencyName} : relevé d'heures de ${f.workerName} à valider (${f.period})`,
    body: (f) =>
      `Bonjour,\n\nLe relevé d'heures de ${f.workerName} pour la semaine du ${f.period} (commande ${f.orderReference}) attend votre validation.\nConsultez-le, puis validez-le ou contestez-le en un clic :\n${f.link}\n\nCordialement,\n${f.agencyName}`,
  },
  en: {
    reminder: "Reminder: ",
    subject: (f) => `${f.agencyName}: ${f.workerName}'s timesheet to approve (${f.period})`,
    body: (f) =>
      `Hello,\n\n${f.workerName}'s timesheet for the week of ${f.period} (order ${f.orderReference}) awaits your approval.\nReview it, then approve or dispute it in one click:\n${f.link}\n\nKind regards,\n${f.agencyName}`,
  },
  es: {
    reminder: "Recordatorio: ",
    subject: (f) => `${f.agencyName}: parte de horas de ${f.workerName} por validar (${f.period})`,
    body: (f) =>
      `Buenos días:\n\nEl parte de horas de ${f.workerName} de la semana del ${f.period} (pedido ${f.orderReference}) espera su validación.\nConsúltelo y valídelo o impúgnelo con un clic:\n${f.link}\n\nAtentamente,\n${f.agencyName}`,
  },
  de: {
    reminder: "Erinnerung: ",
    subject: (f) => `${f.agencyName}: Stundenzettel von ${f.workerName} zur Freigabe (${f.period})`,
    body: (f) =>
      `Guten Tag,\n\nder Stundenzettel von ${f.workerName} für die Woche ${f.period} (Auftrag ${f.orderReference}) wartet auf Ihre Freigabe.\nPrüfen Sie ihn und geben Sie ihn mit einem Klick frei oder beanstanden Sie ihn:\n${f.link}\n\nMit freundlichen Grüßen\n${f.agencyName}`,
  },
  pt: {
    reminder: "Lembrete: ",
    subject: (f) => `${f.agencyName}: folha de horas de ${f.workerName} por aprovar (${f.period})`,
    body: (f) =>
      `Bom dia,\n\nA folha de horas de ${f.workerName} da semana de ${f.period} (encomenda ${f.orderReference}) aguarda a sua aprovação.\nConsulte-a e aprove-a ou conteste-a com um clique:\n${f.link}\n\nCom os melhores cumprimentos,\n${f.agencyName}`,
  },
  it: {
    reminder: "Promemoria: ",
    subject: (f) => `${f.agencyName}: foglio ore di ${f.workerName} da approvare (${f.period})`,
    body: (f) =>
      `Buongiorno,\n\nil foglio ore di ${f.workerName} per la settimana ${f.period} (ordine ${f.orderReference}) attende la sua approvazione.\nLo consulti, poi lo approvi o lo contesti con un clic:\n${f.link}\n\nCordiali saluti,\n${f.agencyName}`,
  },
};

export function timesheetApprovalEmail(locale: string, facts: TimesheetApprovalEmailFacts) {
  const texts = TEXTS[(locale in TEXTS ? locale : "fr") as Locale];
  return { subject: `${facts.reminder ? texts.reminder : ""}${texts.subject(facts)}`, text: texts.body(facts) };
}
