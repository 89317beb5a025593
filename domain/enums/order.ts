// Enumerations of orders (spec 000 §3, §4).
// The /v1 keys are a contract: DPAE, contracts and timesheets rely on them.
export const CONTRACT_TYPES = ["temporary_work", "permanent", "fixed_term", "training", "individual_contractor", "subcontracting"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/** Motives for a fixed-term or temporary-work contract (Code du travail L1251-6, L1242-2). */
export const APPEAL_REASONS = [
  "replacement_absent_employee",
  "replacement_suspended_contract",
  "replacement_departed_employee",
  "replacement_awaiting_new_hire",
  "replacement_part_time_switch",
  "replacement_company_head",
  "replacement_liberal_professional",
  "replacement_farm_head",
  "replacement_farm_family_helper",
  "temporary_increase_activity",
  "exceptional_export_order",
  "urgent_safety_work",
  "seasonal_work",
  "customary_temporary_job",
  "specific_purpose_contract",
  "job_seeker_integration",
  "additional_vocational_training",
  "senior_employment",
  "multiple_employer_group",
  "awaiting_position_deletion",
] as const;
export type AppealReason = (typeof APPEAL_REASONS)[number];
export const ORDER_SOURCES = ["remote_prospecting", "field_prospecting", "word_of_mouth", "events", "web"] as const;
export const ORDER_STATUSES = ["pending", "processing", "closed", "cancelled"] as const;
export const ORDER_CLOSING_STATES = ["honored", "partially_honored", "not_honored"] as const;
export const ATTRIBUTION_MODES = ["automatic", "manual"] as const;
/**
 * The statuses a proposed worker goes through on an order (spec 000 §3, second reading, which /v1 spells;
 * decision 0027): waiting for the reply, in_progress (said yes, staff to attribute), accepted, refused,
 * cancelled (place taken, already in contract, or withdrawn by staff).
 */
export const ORDER_PROPOSAL_STATUSES = ["select", "in_progress", "waiting", "accepted", "refused", "cancelled"] as const;
export type OrderProposalStatus = (typeof ORDER_PROPOSAL_STATUSES)[number];
/**
 * The order-template statuses of a worker who held a place and left it (spec 000 §3; decision 0029):
 * replaced (staff gave the place to another worker) and abandoned (the worker left the mission).
 */
export const ORDER_WORKER_LEFT_STATUSES = ["replaced", "abandoned"] as const;
/** Every status GET /v1/orders/{id} shows on a worker: the second reading and the two above. */
export const ORDER_FILE_WORKER_STATUSES = [...ORDER_PROPOSAL_STATUSES, ...ORDER_WORKER_LEFT_STATUSES] as const;
export type OrderFileWorkerStatus = (typeof ORDER_FILE_WORKER_STATUSES)[number];
/** Why a worker who said yes did not get the place. */
export const ORDER_WORKER_OUTCOMES = ["place_taken", "already_in_contract", "order_closed"] as const;
export const ORDER_WORKER_REPLIES = ["yes", "no"] as const;
/** Both readings of spec §3 are kept in one checked set (see docs/decisions). */
export const ORDER_WORKER_STATUSES = [
  "unknown",
  "available",
  "unavailable",
  "blocked",
  "contract",
  "awaiting_reply",
  "pending",
  "select",
  "in_progress",
  "waiting",
  "accepted",
  "refused",
  "cancelled",
  "replaced",
  "abandoned",
] as const;
export const ORDER_TEMPLATE_STATUSES = [
  "select",
  "in_progress",
  "waiting",
  "accepted",
  "refused",
  "replaced",
  "abandoned",
  "cancelled",
] as const;
export type OrderTemplateStatus = (typeof ORDER_TEMPLATE_STATUSES)[number];
