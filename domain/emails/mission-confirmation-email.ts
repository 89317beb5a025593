import type { LOCALES } from "../enums/preferences";

type Locale = (typeof LOCALES)[number];

export interface MissionConfirmationEmailFacts {
  agencyName: string;
  /** CO-000042 */
  orderReference: string;
  workerName: string;
  jobTitle: string | null;
  /** The first start as the client reads it ("lun. 07/12/2026 08:00"). */
  firstStart: string;
}

interface Texts {
  subject: (facts: MissionConfirmationEmailFacts) => string;
  body: (facts: MissionConfirmationEmailFacts) => string;
}

const job = (facts: MissionConfirmationEmailFacts, word: string) => (facts.jobTitle ? ` ${word} ${facts.jobTitle}` : "");

// The e-mail that carries the client's copy of a mission confirmation (decision 0031).
const TEXTS: Record<Locale, Texts> = {
  fr: {
    subject: (f) => `${f.agencyName} : confirmation de mission ${f.orderReference} (${f.workerName})`,
    body: (f) =>
      `Bonjour,\n\nNous vous confirmons la mission de ${f.workerName}${job(f, "au poste de")}, à partir du ${f.firstStart} (commande ${f.orderReference}).\nVous trouverez la confirmation de mission ci-jointe.\n\nCordialement,\n${f.agencyName}`,
  },
  en: {
    subject: (f) => `${f.agencyName}: mission confirmation ${f.orderReference} (${f.workerName})`,
    body: (f) =>
      `Hello,\n\nWe confirm the mission of ${f.workerName}${job(f, "as")}, starting ${f.firstStart} (order ${f.orderReference}).\nPlease find the mission confirmation attached.\n\nKind regards,\n${f.agencyName}`,
  },
  es: {
    subject: (f) => `${f.agencyName}: confirmación de misión ${f.orderReference} (${f.workerName})`,
    body: (f) =>
      `Buenos días:\n\nLe confirmamos la misión de ${f.workerName}${job(f, "como")}, a partir del ${f.firstStart} (pedido ${f.orderReference}).\nAdjuntamos la confirmación de misión.\n\nAtentamente,\n${f.agencyName}`,
  },
  de: {
    subject: (f) => `${f.agencyName}: Einsatzbestätigung ${f.orderReference} (${f.workerName})`,
    body: (f) =>
      `Guten Tag,\n\nwir bestätigen den Einsatz von ${f.workerName}${job(f, "als")} ab ${f.firstStart} (Auftrag ${f.orderReference}).\nDie Einsatzbestätigung finden Sie im Anhang.\n\nMit freundlichen Grüßen\n${f.agencyName}`,
  },
  pt: {
    subject: (f) => `${f.agencyName}: confirmação de missão ${f.orderReference} (${f.workerName})`,
    body: (f) =>
      `Bom dia,\n\nConfirmamos a missão de ${f.workerName}${job(f, "como")}, a partir de ${f.firstStart} (encomenda ${f.orderReference}).\nEm anexo encontra a confirmação de missão.\n\nCom os melhores cumprimentos,\n${f.agencyName}`,
  },
  it: {
    subject: (f) => `${f.agencyName}: conferma di missione ${f.orderReference} (${f.workerName})`,
    body: (f) =>
      `Buongiorno,\n\nle confermiamo la missione di ${f.workerName}${job(f, "come")}, a partire dal ${f.firstStart} (ordine ${f.orderReference}).\nIn allegato trova la conferma di missione.\n\nCordiali saluti,\n${f.agencyName}`,
  },
};

export function missionConfirmationEmail(locale: string, facts: MissionConfirmationEmailFacts) {
  const texts = TEXTS[(locale in TEXTS ? locale : "fr") as Locale];
  return { subject: texts.subject(facts), text: texts.body(facts) };
}
