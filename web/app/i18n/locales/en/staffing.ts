import type fr from "../fr/staffing";

const staffing = {
  shortlist: {
    filters: "Filter the ranked list",
    distance: "Distance from the client",
    anyDistance: "Any distance",
    withinKm: "Within {{km}} km",
    availableOnly: "Available for every period",
    qualifiedOnly: "Holds the position's qualifications",
    loading: "Ranking…",
    total_one: "{{count}} worker ranked for this order",
    total_other: "{{count}} workers ranked for this order",
    none: "No worker matches these filters.",
    km: "{{km}} km",
    reasons: "Why this rank (score {{score}} out of 100)",
  },
  reasons: {
    favourite_job: "Favourite job",
    position_match: "{{value}} % position match",
    qualified: "Valid qualifications",
    missing_qualifications: "Missing qualifications: {{value}}",
    available: "Available",
    unavailable: "Unavailable for a period",
    past_missions: "Missions with this client: {{value}}",
    distance: "Close to the client",
    distance_unknown: "Distance unknown",
  },
} satisfies typeof fr;

export default staffing;
