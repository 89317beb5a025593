import type fr from "../fr/dpae";

const dpae = {
  title: "Dichiarazioni preventive di assunzione",
  statuses: {
    pending: "In attesa di invio",
    processing: "Inviata, in lavorazione",
    urssaf_ack: "Ricevuta dall'URSSAF",
    success: "Accettata",
    error: "In errore",
  },
  fieldErrors: {
    dpae_employer_siret_invalid: "Il SIRET del datore di lavoro non è valido.",
    dpae_ape_code_invalid: "Il codice APE non è valido.",
    dpae_urssaf_code_invalid: "Il codice URSSAF non è valido.",
    dpae_employer_name_empty: "La ragione sociale del datore di lavoro è vuota.",
    dpae_employer_street_empty: "L'indirizzo del datore di lavoro è vuoto.",
    dpae_employer_town_empty: "La città del datore di lavoro è vuota.",
    dpae_employer_postal_code_empty: "Il codice postale del datore di lavoro è vuoto.",
    dpae_employer_phone_empty: "Il telefono del datore di lavoro è vuoto.",
    dpae_worker_last_name_empty: "Il cognome del lavoratore è vuoto.",
    dpae_worker_first_name_empty: "Il nome del lavoratore è vuoto.",
    dpae_worker_birth_town_empty: "La città di nascita del lavoratore è vuota.",
    dpae_nir_invalid: "Il numero di previdenza sociale (NIR) non è valido.",
    dpae_nir_key_invalid: "La chiave del NIR non è valida.",
    dpae_birth_date_invalid: "La data di nascita non è valida.",
    dpae_contract_type_invalid: "Questo tipo di contratto non può essere dichiarato.",
    dpae_health_service_code_invalid: "Il codice del servizio di medicina del lavoro non è valido.",
    not_accepted: "Il lavoratore non ha un posto in questo ordine.",
  },
  resend: "Invia di nuovo la dichiarazione",
  outcomeUnknown:
    "L'URSSAF non ha risposto all'invio: potrebbe aver ricevuto la dichiarazione. Verificate su net-entreprises prima di inviarla di nuovo.",
  depositChecked: "Ho verificato: l'URSSAF non ha ricevuto questa dichiarazione.",
  testDeposit: "Invio di prova: non viene dichiarato nulla.",
} satisfies typeof fr;

export default dpae;
