import type fr from "../fr/staffing";

const staffing = {
  shortlist: {
    filters: "Filtrar a lista classificada",
    distance: "Distância ao cliente",
    anyDistance: "Qualquer distância",
    withinKm: "No máximo {{km}} km",
    availableOnly: "Disponíveis em todos os períodos",
    qualifiedOnly: "Com as qualificações do posto",
    loading: "A classificar…",
    total_one: "{{count}} trabalhador classificado para esta encomenda",
    total_other: "{{count}} trabalhadores classificados para esta encomenda",
    none: "Nenhum trabalhador corresponde a estes filtros.",
    km: "{{km}} km",
    reasons: "Porquê esta posição (pontuação {{score}} em 100)",
  },
  reasons: {
    favourite_job: "Profissão preferida",
    position_match: "Posto compatível a {{value}} %",
    qualified: "Qualificações válidas",
    missing_qualifications: "Qualificações em falta: {{value}}",
    available: "Disponível",
    unavailable: "Indisponível num período",
    past_missions: "Missões com este cliente: {{value}}",
    distance: "Perto do cliente",
    distance_unknown: "Distância desconhecida",
  },
} satisfies typeof fr;

export default staffing;
