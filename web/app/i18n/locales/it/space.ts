import type fr from "../fr/space";

const space = {
  tabs: {
    label: "Amministrazione dello spazio",
    users: "Utenti",
    settings: "Impostazioni dell'agenzia",
    groups: "Gruppi",
  },
  settings: {
    title: "Impostazioni dell'agenzia",
    intro: "Ciò che la DPAE, gli SMS e i contratti di missione richiedono all'agenzia come datore di lavoro.",
    noSpaceTitle: "Scegli uno spazio",
    noSpaceMessage: "Le impostazioni sono di un'agenzia: scegli quella che amministri.",
    noSpaceChoose: "Scegli uno spazio",
    saved: "Impostazioni salvate.",
    save: "Salva",
    saving: "Salvataggio…",
    links: {
      title: "Link di iscrizione",
      intro: "Da dare ai candidati: ognuno apre l'iscrizione all'agenzia.",
      standard: "Iscrizione",
      express: "Iscrizione express (CV)",
      kiosk: "Postazione di iscrizione",
      off: "Disattivata per l'agenzia (lettura dei CV)",
      none: "L'agenzia non ha ancora un link: lo definisce il proprietario dell'applicazione.",
    },
    sections: {
      employer: "Datore di lavoro (DPAE)",
      address: "Indirizzo e contatto",
      guarantor: "Garante finanziario",
      registration: "Iscrizione dei candidati",
    },
    employerHint: "Verificati nel formato richiesto dalla DPAE: un valore rifiutato qui sarebbe rifiutato dall'URSSAF.",
    fields: {
      siret: "SIRET",
      ape_code: "Codice APE",
      urssaf_organization: "Ente URSSAF",
      urssaf_code: "Codice URSSAF",
      health_service_code: "Codice del servizio di medicina del lavoro",
      urssaf_city: "Città dell'URSSAF",
      address: "Indirizzo",
      zipcode: "CAP",
      city: "Città",
      phone: "Telefono",
      default_notification_email: "E-mail di notifica",
      financial_guarantor_name: "Garante finanziario",
      financial_guarantor_address: "Indirizzo del garante",
      registration_employer_step: "Aggiungi il passaggio «Datore di lavoro» all'iscrizione (sei passaggi)",
    },
    hints: {
      ape_code: "78.20Z per il lavoro interinale.",
      urssaf_code: "Tre caratteri: il codice dell'ente URSSAF.",
      health_service_code: "Fino a cinque lettere o cifre.",
      phone: "Scritto nella DPAE e negli SMS.",
      financial_guarantor_name: "Indicato su ogni contratto di missione.",
      registration_employer_step: "Il candidato indica il suo ultimo datore di lavoro e se può essere contattato per una referenza.",
    },
  },
} satisfies typeof fr;

export default space;
