import type fr from "../fr/space";

const space = {
  tabs: {
    label: "Verwaltung des Bereichs",
    users: "Benutzer",
    settings: "Einstellungen der Agentur",
    groups: "Gruppen",
  },
  settings: {
    title: "Einstellungen der Agentur",
    intro: "Was die DPAE, die SMS und die Einsatzverträge von der Agentur als Arbeitgeber brauchen.",
    noSpaceTitle: "Bereich wählen",
    noSpaceMessage: "Einstellungen gehören zu einer Agentur: wählen Sie die, die Sie verwalten.",
    noSpaceChoose: "Bereich wählen",
    saved: "Einstellungen gespeichert.",
    save: "Speichern",
    saving: "Wird gespeichert…",
    links: {
      title: "Anmeldelinks",
      intro: "Für Bewerber: jeder öffnet die Anmeldung bei der Agentur.",
      standard: "Anmeldung",
      express: "Express-Anmeldung (Lebenslauf)",
      kiosk: "Anmeldeterminal",
      off: "Für die Agentur ausgeschaltet (Lebenslauf-Erkennung)",
      none: "Die Agentur hat noch keinen Link: der Eigentümer der Anwendung legt ihn fest.",
    },
    sections: {
      employer: "Arbeitgeber (DPAE)",
      address: "Adresse und Kontakt",
      guarantor: "Finanzieller Garant",
      registration: "Anmeldung von Bewerbern",
    },
    employerHint: "Im Format geprüft, das die DPAE verlangt: ein hier abgelehnter Wert würde von der URSSAF abgelehnt.",
    fields: {
      siret: "SIRET",
      ape_code: "APE-Code",
      urssaf_organization: "URSSAF-Stelle",
      urssaf_code: "URSSAF-Code",
      health_service_code: "Code des arbeitsmedizinischen Dienstes",
      urssaf_city: "Ort der URSSAF",
      address: "Adresse",
      zipcode: "Postleitzahl",
      city: "Ort",
      phone: "Telefon",
      default_notification_email: "Benachrichtigungs-E-Mail",
      financial_guarantor_name: "Finanzieller Garant",
      financial_guarantor_address: "Adresse des Garanten",
      registration_employer_step: "Schritt „Arbeitgeber“ zur Anmeldung hinzufügen (sechs Schritte)",
    },
    hints: {
      ape_code: "78.20Z für Zeitarbeit.",
      urssaf_code: "Drei Zeichen: der Code der URSSAF-Stelle.",
      health_service_code: "Bis zu fünf Buchstaben oder Ziffern.",
      phone: "Steht in der DPAE und in den SMS.",
      financial_guarantor_name: "Wird in jedem Einsatzvertrag genannt.",
      registration_employer_step: "Der Bewerber nennt dort seinen letzten Arbeitgeber und ob er für eine Referenz kontaktiert werden darf.",
    },
  },
} satisfies typeof fr;

export default space;
