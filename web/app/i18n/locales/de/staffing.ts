import type fr from "../fr/staffing";

const staffing = {
  shortlist: {
    filters: "Rangliste filtern",
    distance: "Entfernung zum Kunden",
    anyDistance: "Jede Entfernung",
    withinKm: "Höchstens {{km}} km",
    availableOnly: "In allen Zeiträumen verfügbar",
    qualifiedOnly: "Hat die Qualifikationen der Stelle",
    loading: "Rangfolge wird berechnet…",
    total_one: "{{count}} Zeitarbeitskraft für diesen Auftrag eingestuft",
    total_other: "{{count}} Zeitarbeitskräfte für diesen Auftrag eingestuft",
    none: "Keine Zeitarbeitskraft entspricht diesen Filtern.",
    km: "{{km}} km",
    reasons: "Warum dieser Rang (Punktzahl {{score}} von 100)",
  },
  reasons: {
    favourite_job: "Wunschberuf",
    position_match: "Stelle zu {{value}} % passend",
    qualified: "Gültige Qualifikationen",
    missing_qualifications: "Fehlende Qualifikationen: {{value}}",
    available: "Verfügbar",
    unavailable: "In einem Zeitraum nicht verfügbar",
    past_missions: "Einsätze bei diesem Kunden: {{value}}",
    distance: "Nahe beim Kunden",
    distance_unknown: "Entfernung unbekannt",
  },
} satisfies typeof fr;

export default staffing;
