import type { LOCALES } from "../enums/preferences";

type Locale = (typeof LOCALES)[number];

interface DocumentSentTexts {
  subject: (documentName: string, agencyName: string) => string;
  body: (agencyName: string) => string;
}

// A CV sent to a client's contact (spec 000 §1). The subject names the document, never the worker:
// an anonymised CV must not be undone by its e-mail.
const TEXTS: Record<Locale, DocumentSentTexts> = {
  fr: {
    subject: (name, agency) => `${agency} : ${name}`,
    body: (agency) => `Bonjour,\n\nVeuillez trouver ci-joint un CV que ${agency} vous propose.\n\nCordialement,\n${agency}`,
  },
  en: {
    subject: (name, agency) => `${agency}: ${name}`,
    body: (agency) => `Hello,\n\nPlease find attached a CV that ${agency} proposes to you.\n\nKind regards,\n${agency}`,
  },
  es: {
    subject: (name, agency) => `${agency}: ${name}`,
    body: (agency) => `Buenos días:\n\nLe adjuntamos un CV que ${agency} le propone.\n\nAtentamente,\n${agency}`,
  },
  de: {
    subject: (name, agency) => `${agency}: ${name}`,
    body: (agency) =>
      `Guten Tag,\n\nanbei erhalten Sie einen Lebenslauf, den ${agency} Ihnen vorschlägt.\n\nMit freundlichen Grüßen\n${agency}`,
  },
  pt: {
    subject: (name, agency) => `${agency}: ${name}`,
    body: (agency) => `Bom dia,\n\nEm anexo encontra um CV que ${agency} lhe propõe.\n\nCom os melhores cumprimentos,\n${agency}`,
  },
  it: {
    subject: (name, agency) => `${agency}: ${name}`,
    body: (agency) => `Buongiorno,\n\nin allegato trova un CV che ${agency} le propone.\n\nCordiali saluti,\n${agency}`,
  },
};

/** The e-mail of a sent CV; the staff's own message, when written, replaces the standard body. */
export function documentSentEmail(locale: string, input: { documentName: string; agencyName: string; message?: string }) {
  const texts = TEXTS[(locale in TEXTS ? locale : "fr") as Locale];
  return { subject: texts.subject(input.documentName, input.agencyName), text: input.message?.trim() || texts.body(input.agencyName) };
}
