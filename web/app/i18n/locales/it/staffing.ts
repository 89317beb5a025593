import type fr from "../fr/staffing";

const staffing = {
  shortlist: {
    filters: "Filtra l'elenco classificato",
    distance: "Distanza dal cliente",
    anyDistance: "Qualsiasi distanza",
    withinKm: "Al massimo {{km}} km",
    availableOnly: "Disponibili in tutti i periodi",
    qualifiedOnly: "In possesso delle qualifiche del posto",
    loading: "Classificazione…",
    total_one: "{{count}} lavoratore classificato per questo ordine",
    total_other: "{{count}} lavoratori classificati per questo ordine",
    none: "Nessun lavoratore corrisponde a questi filtri.",
    km: "{{km}} km",
    reasons: "Perché questa posizione (punteggio {{score}} su 100)",
  },
  reasons: {
    favourite_job: "Mestiere preferito",
    position_match: "Posto compatibile al {{value}} %",
    qualified: "Qualifiche valide",
    missing_qualifications: "Qualifiche mancanti: {{value}}",
    available: "Disponibile",
    unavailable: "Non disponibile in un periodo",
    past_missions: "Missioni presso questo cliente: {{value}}",
    distance: "Vicino al cliente",
    distance_unknown: "Distanza sconosciuta",
  },
} satisfies typeof fr;

export default staffing;
