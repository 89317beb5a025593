import type fr from "../fr/sms";

const sms = {
  open: "SMS senden",
  disabled: "SMS für diesen Bereich deaktiviert",
  dialog: {
    title: "SMS senden",
    recipients_one: "An {{count}} Zeitarbeitskraft.",
    recipients_other: "An {{count}} Zeitarbeitskräfte.",
    message: "Nachricht",
    sendAt: "Sendedatum (optional)",
    sendAtHint: "Pariser Zeit. Leer: sofort senden.",
    reminderAt: "Erinnerungsdatum (optional)",
    reminderAtHint: "Dieselbe Nachricht wird zu diesem Datum erneut gesendet, nach dem Versand.",
    send: "Senden",
    sending: "Wird gesendet…",
    cancel: "Abbrechen",
    close: "Schließen",
    confirmLarge: "{{sms}} SMS ({{segments}} berechnete SMS) an {{count}} Zeitarbeitskräfte senden?",
    confirmLargeHint: "Das ist ein großer Versand: Prüfen Sie Nachricht und Empfänger, bevor Sie bestätigen.",
    confirmSend: "Versand bestätigen",
    back: "Zurück zur Nachricht",
    rateExceeded:
      "Sie haben in den letzten 10 Minuten zu viele SMS gesendet: Es wurde nichts gesendet, versuchen Sie es in einigen Minuten erneut.",
    rateAboveLimit:
      "Dieser Versand umfasst mehr SMS, als ein Benutzer in 10 Minuten senden darf: Es wurde nichts gesendet, verkleinern Sie die Auswahl.",
    dailyBudget: "Das heutige SMS-Budget der Agentur ist aufgebraucht: Es wurde nichts gesendet.",
  },
  count: {
    units: "{{units}} / {{capacity}} Zeichen",
    segments: "{{segments}} berechnete SMS",
    ucs2: "Diese Zeichen stellen die Nachricht auf Unicode um (UCS-2, {{limit}} Zeichen pro SMS):",
    tooLong: "Nachricht zu lang: höchstens {{max}} SMS.",
    announce: "Kodierung {{encoding}}, {{segments}} SMS",
  },
  result: {
    summary_one: "{{count}} von {{total}} Zeitarbeitskräften erhält die Nachricht.",
    summary_other: "{{count}} von {{total}} Zeitarbeitskräften erhalten die Nachricht.",
    worker: "Zeitarbeitskraft Nr. {{id}}",
  },
  sendStatus: {
    queued: "Wird gesendet",
    scheduled: "Geplant",
    no_mobile: "Keine gültige Mobilnummer",
    suppressed: "Hat STOP gesendet",
    not_found: "In Ihren Bereichen nicht gefunden",
  },
  status: {
    scheduled: "Geplant",
    queued: "In der Warteschlange",
    sent: "Gesendet",
    delivered: "Zugestellt",
    failed: "Fehlgeschlagen",
  },
  history: {
    tab: "SMS",
    pageTitle: "{{name}} – Kurznachrichten",
    title: "Gesendete und empfangene SMS",
    empty: "Keine SMS an diese Zeitarbeitskraft gesendet oder von ihr empfangen.",
    outbound: "Gesendet an {{phone}}",
    inbound: "Empfangen von {{phone}}",
    length: "Größe:",
    lengthValue: "{{segments}} SMS ({{encoding}})",
    createdAt: "Erstellt am",
    sendAt: "Geplant für",
    sentAt: "Gesendet am",
    deliveredAt: "Zugestellt am",
    reminderAt: "Erinnerung am",
    error: "Fehler: {{message}}",
  },
  fieldErrors: {
    required: "Geben Sie eine Nachricht ein.",
    tooLong: "Nachricht zu lang: höchstens {{max}} SMS.",
    reminderAfterSend: "Die Erinnerung muss nach dem Versand liegen.",
    invalidDate: "Ungültiges Datum.",
  },
} satisfies typeof fr;

export default sms;
