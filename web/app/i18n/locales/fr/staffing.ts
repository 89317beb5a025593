// Staffing an order: the ranked shortlist of the proposal dialog (decision 0049). French is the source.
const staffing = {
  shortlist: {
    filters: "Filtrer la liste classée",
    distance: "Distance du client",
    anyDistance: "Toutes distances",
    withinKm: "{{km}} km au plus",
    availableOnly: "Disponibles sur toutes les périodes",
    qualifiedOnly: "Qualifications du poste détenues",
    loading: "Classement…",
    total_one: "{{count}} intérimaire classé pour cette commande",
    total_other: "{{count}} intérimaires classés pour cette commande",
    none: "Aucun intérimaire ne correspond à ces filtres.",
    km: "{{km}} km",
    reasons: "Pourquoi ce rang (score {{score}} sur 100)",
  },
  reasons: {
    favourite_job: "Métier favori",
    position_match: "Poste correspondant à {{value}} %",
    qualified: "Qualifications valides",
    missing_qualifications: "Qualifications manquantes : {{value}}",
    available: "Disponible",
    unavailable: "Indisponible sur une période",
    past_missions: "Missions chez ce client : {{value}}",
    distance: "Proche du client",
    distance_unknown: "Distance inconnue",
  },
};

export default staffing;
