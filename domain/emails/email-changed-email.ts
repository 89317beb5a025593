import type { LOCALES } from "../enums/preferences";

type Locale = (typeof LOCALES)[number];

// Sent to the previous address when an account's e-mail changes: if someone else made the change,
// the owner learns it where they still read their mail.
const TEXTS: Record<Locale, { subject: string; body: (newEmail: string) => string }> = {
  fr: {
    subject: "L'adresse e-mail de votre compte a été modifiée",
    body: (newEmail) =>
      `Bonjour,\n\nL'adresse e-mail de votre compte Intérim est désormais ${newEmail}. Les messages du compte n'arriveront plus à cette adresse-ci.\n\nSi vous n'êtes pas à l'origine de ce changement, prévenez sans attendre l'administrateur de votre agence.`,
  },
  en: {
    subject: "Your account's e-mail address was changed",
    body: (newEmail) =>
      `Hello,\n\nThe e-mail address of your Intérim account is now ${newEmail}. Account messages will no longer reach this address.\n\nIf you did not make this change, tell your agency's administrator at once.`,
  },
  es: {
    subject: "Se ha cambiado la dirección de correo electrónico de su cuenta",
    body: (newEmail) =>
      `Hola:\n\nLa dirección de correo electrónico de su cuenta Intérim es ahora ${newEmail}. Los mensajes de la cuenta ya no llegarán a esta dirección.\n\nSi no ha hecho este cambio, avise de inmediato al administrador de su agencia.`,
  },
  de: {
    subject: "Die E-Mail-Adresse Ihres Kontos wurde geändert",
    body: (newEmail) =>
      `Hallo,\n\ndie E-Mail-Adresse Ihres Intérim-Kontos lautet jetzt ${newEmail}. Nachrichten zum Konto gehen nicht mehr an diese Adresse.\n\nWenn Sie diese Änderung nicht vorgenommen haben, informieren Sie sofort den Administrator Ihrer Agentur.`,
  },
  pt: {
    subject: "O endereço de e-mail da sua conta foi alterado",
    body: (newEmail) =>
      `Olá,\n\nO endereço de e-mail da sua conta Intérim passou a ser ${newEmail}. As mensagens da conta deixarão de chegar a este endereço.\n\nSe não fez esta alteração, avise de imediato o administrador da sua agência.`,
  },
  it: {
    subject: "L'indirizzo e-mail del tuo account è stato modificato",
    body: (newEmail) =>
      `Buongiorno,\n\nl'indirizzo e-mail del tuo account Intérim è ora ${newEmail}. I messaggi dell'account non arriveranno più a questo indirizzo.\n\nSe non hai fatto tu questa modifica, avvisa subito l'amministratore della tua agenzia.`,
  },
};

export function emailChangedEmail(locale: string, newEmail: string) {
  const texts = TEXTS[(locale in TEXTS ? locale : "fr") as Locale];
  return { subject: texts.subject, text: texts.body(newEmail) };
}
