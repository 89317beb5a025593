import type { ContractType, ORDER_STATUSES } from "#domain/enums/order";
import type { DpaeStatus } from "#domain/enums/dpae";
import type { WorkerRegistrationRoute } from "#domain/enums/worker";

// The words of an export file. It is built by the queue Worker for an agency's accountant, with nobody's
// interface language to follow: it is written in French, the product's language (decision 0047).

export const SHEETS = { figures: "Chiffres", daily: "Par jour", registrations: "Inscriptions", orders: "Commandes", dpae: "DPAE" } as const;

export const ROUTE_LABELS: Record<WorkerRegistrationRoute, string> = {
  standard: "Inscription en ligne",
  express: "Inscription express",
  kiosk: "Borne en agence",
  staff: "Créé par l'agence",
};

export const ORDER_STATUS_LABELS: Record<(typeof ORDER_STATUSES)[number], string> = {
  pending: "En attente",
  processing: "En cours",
  closed: "Clôturée",
  cancelled: "Annulée",
};

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  temporary_work: "Intérim",
  permanent: "CDI",
  fixed_term: "CDD",
  training: "Formation",
  individual_contractor: "Contrat individuel",
  subcontracting: "Sous-traitance",
};

export const DPAE_STATUS_LABELS: Record<DpaeStatus, string> = {
  pending: "En attente",
  processing: "En cours d'envoi",
  urssaf_ack: "Reçue par l'URSSAF",
  success: "Acceptée",
  error: "En erreur",
};
