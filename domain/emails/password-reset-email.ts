import type { LOCALES } from "../enums/preferences";

type Locale = (typeof LOCALES)[number];

const TEXTS: Record<Locale, { subject: string; body: (link: string) => string }> = {
  fr: {
    subject: "Réinitialisation de votre mot de passe",
    body: (link) =>
      `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.`,
  },
  en: {
    subject: "Reset your password",
    body: (link) =>
      `Hello,\n\nTo choose a new password, open this link (valid for one hour):\n${link}\n\nIf you did not ask for this, ignore this message.`,
  },
  es: {
    subject: "Restablecer su contraseña",
    body: (link) =>
      `Hola:\n\nPara elegir una nueva contraseña, abra este enlace (válido durante una hora):\n${link}\n\nSi no ha solicitado este cambio, ignore este mensaje.`,
  },
  de: {
    subject: "Passwort zurücksetzen",
    body: (link) =>
      `Hallo,\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link (eine Stunde gültig):\n${link}\n\nWenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht.`,
  },
  pt: {
    subject: "Redefinir a sua palavra-passe",
    body: (link) =>
      `Olá,\n\nPara escolher uma nova palavra-passe, abra esta ligação (válida durante uma hora):\n${link}\n\nSe não fez este pedido, ignore esta mensagem.`,
  },
  it: {
    subject: "Reimposta la tua password",
    body: (link) =>
      `Buongiorno,\n\nper scegliere una nuova password, apri questo link (valido per un'ora):\n${link}\n\nSe non hai fatto tu questa richiesta, ignora questo messaggio.`,
  },
};

export function passwordResetEmail(locale: string, link: string) {
  const texts = TEXTS[(locale in TEXTS ? locale : "fr") as Locale];
  return { subject: texts.subject, text: texts.body(link) };
}
