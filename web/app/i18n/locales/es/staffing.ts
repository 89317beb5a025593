import type fr from "../fr/staffing";

const staffing = {
  shortlist: {
    filters: "Filtrar la lista clasificada",
    distance: "Distancia al cliente",
    anyDistance: "Cualquier distancia",
    withinKm: "{{km}} km como máximo",
    availableOnly: "Disponibles en todos los periodos",
    qualifiedOnly: "Con las cualificaciones del puesto",
    loading: "Clasificando…",
    total_one: "{{count}} trabajador clasificado para este pedido",
    total_other: "{{count}} trabajadores clasificados para este pedido",
    none: "Ningún trabajador cumple estos filtros.",
    km: "{{km}} km",
    reasons: "Por qué este puesto (puntuación {{score}} de 100)",
  },
  reasons: {
    favourite_job: "Oficio preferido",
    position_match: "Puesto compatible al {{value}} %",
    qualified: "Cualificaciones válidas",
    missing_qualifications: "Cualificaciones que faltan: {{value}}",
    available: "Disponible",
    unavailable: "No disponible en un periodo",
    past_missions: "Misiones con este cliente: {{value}}",
    distance: "Cerca del cliente",
    distance_unknown: "Distancia desconocida",
  },
} satisfies typeof fr;

export default staffing;
