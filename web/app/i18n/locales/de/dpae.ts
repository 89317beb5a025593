import type fr from "../fr/dpae";

const dpae = {
  title: "Meldungen vor der Einstellung",
  statuses: {
    pending: "Wartet auf Versand",
    processing: "Gesendet, in Bearbeitung",
    urssaf_ack: "Von der URSSAF empfangen",
    success: "Angenommen",
    error: "Fehlgeschlagen",
  },
  fieldErrors: {
    dpae_employer_siret_invalid: "Die SIRET des Arbeitgebers ist ungültig.",
    dpae_ape_code_invalid: "Der APE-Code ist ungültig.",
    dpae_urssaf_code_invalid: "Der URSSAF-Code ist ungültig.",
    dpae_employer_name_empty: "Der Firmenname des Arbeitgebers ist leer.",
    dpae_employer_street_empty: "Die Straße des Arbeitgebers ist leer.",
    dpae_employer_town_empty: "Der Ort des Arbeitgebers ist leer.",
    dpae_employer_postal_code_empty: "Die Postleitzahl des Arbeitgebers ist leer.",
    dpae_employer_phone_empty: "Die Telefonnummer des Arbeitgebers ist leer.",
    dpae_worker_last_name_empty: "Der Nachname der Arbeitskraft ist leer.",
    dpae_worker_first_name_empty: "Der Vorname der Arbeitskraft ist leer.",
    dpae_worker_birth_town_empty: "Der Geburtsort der Arbeitskraft ist leer.",
    dpae_nir_invalid: "Die Sozialversicherungsnummer (NIR) ist ungültig.",
    dpae_nir_key_invalid: "Der Schlüssel der NIR ist ungültig.",
    dpae_birth_date_invalid: "Das Geburtsdatum ist ungültig.",
    dpae_contract_type_invalid: "Diese Vertragsart kann nicht gemeldet werden.",
    dpae_health_service_code_invalid: "Der Code des arbeitsmedizinischen Dienstes ist ungültig.",
    not_accepted: "Die Arbeitskraft hat keinen Platz in diesem Auftrag.",
  },
  resend: "Meldung erneut senden",
  outcomeUnknown:
    "Die URSSAF hat auf den Versand nicht geantwortet: Sie hat die Meldung vielleicht erhalten. Prüfen Sie es auf net-entreprises, bevor Sie sie erneut senden.",
  depositChecked: "Geprüft: Die URSSAF hat diese Meldung nicht erhalten.",
  testDeposit: "Testversand: Es wird nichts gemeldet.",
} satisfies typeof fr;

export default dpae;
