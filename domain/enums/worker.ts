// Enumerations of the worker file (spec 000 §3, §4; spec 001 §3).
export const SEXES = ["mister", "misses"] as const;
export const FAMILY_SITUATIONS = ["single", "in_couple", "married", "divorced", "widowed", "civil_union", "separated"] as const;
export const TRANSPORTATION_MEANS = ["car", "motorbike", "bike_scooter", "mass_transit", "moped", "walk", "carpool"] as const;
export const PAYMENT_CATEGORIES = ["bank_transfer", "cheque"] as const;
export const WORKER_STATES = ["web", "candidate", "employee", "applicant", "pre_registered", "supplement_ok"] as const;
/** Where a worker came from: one of the public registrations (spec 001 §2) or created by staff in the back-office. */
export const WORKER_REGISTRATION_ROUTES = ["standard", "express", "kiosk", "staff"] as const;
export type WorkerRegistrationRoute = (typeof WORKER_REGISTRATION_ROUTES)[number];
export const AVAILABILITY_STATUSES = ["available", "unavailable", "contract", "awaiting_reply", "blocked", "unknown"] as const;
export const PREFERENCE_STARTS = ["1_hour", "1_day", "1_week", "1_month", "3_months"] as const;
export const PREFERENCE_ENVIRONMENTS = [
  "outdoor",
  "indoor",
  "cold",
  "frozen",
  "dust",
  "noise",
  "height",
  "heavy_loads",
  "meat",
  "fish",
  "alcohol",
] as const;
export const PREFERENCE_AVAILABILITIES = [
  "full_time",
  "part_time",
  "day",
  "morning",
  "afternoon",
  "night",
  "weekend",
  "shifts_2x8",
  "shifts_3x8",
  "shifts_4x8",
  "shifts_5x8",
] as const;
export const DOCUMENT_TYPES = [
  "anonymized_cv",
  "id_card_recto",
  "id_card_verso",
  "passport",
  "residence_permit",
  "family_booklet",
  "residence_card",
  "foreign_id",
  "cv",
  "photo",
  "active_proposal_cv",
  "social_security",
  "rib",
  "proof_of_address",
  "medical_examination",
  "work_certificate",
  "driving_licence",
  "fimo_fcos",
  "other_certificate",
  "caces",
  "habilitation",
  "diploma",
  "cdaph",
  "btp_card",
  "vaccination",
  "contract",
  "internal_document",
  "payslip",
  "timesheet",
  "attestation",
  "training_certificate",
  "other",
] as const;
