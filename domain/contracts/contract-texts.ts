import type { ContractAudience, ProtectiveEquipmentSupplier } from "../enums/contract";
import type { AppealReason } from "../enums/order";
import type { LOCALES } from "../enums/preferences";
import { de } from "./texts/de";
import { es } from "./texts/es";
import { it } from "./texts/it";
import { pt } from "./texts/pt";

// The words of the two contracts' PDFs. The client's contrat de mise à disposition is French (a French
// contract between two French companies); the worker's contrat de mission is French, or English where
// asked, or Spanish, German, Portuguese or Italian (texts/, decision 0055).

type Locale = (typeof LOCALES)[number];

export interface ContractTexts {
  title: Record<ContractAudience, string>;
  number: string;
  issuedOn: string;
  agency: string;
  siret: string;
  financialGuarantor: string;
  client: string;
  worker: string;
  recourse: string;
  reason: string;
  justification: string;
  replacedPerson: string;
  dates: string;
  from: string;
  to: string;
  endDate: string;
  flexibility: string;
  renewal: string;
  job: string;
  position: string;
  qualification: string;
  riskyJob: string;
  yes: string;
  no: string;
  workplace: string;
  schedules: string;
  weeklyDuration: string;
  hours: string;
  protectiveEquipment: string;
  suppliedBy: Record<ProtectiveEquipmentSupplier, string>;
  pay: string;
  hourlyRate: string;
  endOfMissionAllowance: string;
  paidLeaveAllowance: string;
  totalHourly: string;
  perHour: string;
  trialPeriod: string;
  trialDays: (days: number) => string;
  funds: string;
  pensionFund: string;
  providentFund: string;
  hiringNotForbidden: string;
  signatures: string;
  signatureOf: Record<"agency" | ContractAudience, string>;
  appealReasons: Record<AppealReason, string>;
  fileName: Record<ContractAudience, string>;
}

const fr: ContractTexts = {
  title: { client: "Contrat de mise à disposition", worker: "Contrat de mission" },
  number: "Contrat n°",
  issuedOn: "Établi le",
  agency: "Entreprise de travail temporaire",
  siret: "SIRET",
  financialGuarantor: "Garant financier (L1251-49)",
  client: "Entreprise utilisatrice",
  worker: "Salarié temporaire",
  recourse: "Motif du recours (L1251-6)",
  reason: "Motif",
  justification: "Justification",
  replacedPerson: "Personne remplacée",
  dates: "Durée de la mission",
  from: "du",
  to: "au",
  endDate: "Terme de la mission",
  flexibility:
    "Le terme de la mission peut être avancé ou reporté à raison d'un jour pour cinq jours de travail, sans réduire la mission de plus de dix jours de travail (L1251-30).",
  renewal: "La mission peut être renouvelée deux fois au plus, par avenant, dans la limite de la durée maximale légale (L1251-35).",
  job: "Poste de travail",
  position: "Poste",
  qualification: "Qualification exigée",
  riskyJob: "Poste à risques particuliers (L4154-2)",
  yes: "Oui",
  no: "Non",
  workplace: "Lieu de la mission",
  schedules: "Horaires",
  weeklyDuration: "Durée hebdomadaire",
  hours: "heures",
  protectiveEquipment: "Équipements de protection individuelle",
  suppliedBy: { client: "fournis par l'entreprise utilisatrice", agency: "fournis par l'entreprise de travail temporaire" },
  pay: "Rémunération",
  hourlyRate: "Salaire horaire brut",
  endOfMissionAllowance: "Indemnité de fin de mission (10 %)",
  paidLeaveAllowance: "Indemnité compensatrice de congés payés (10 %)",
  totalHourly: "Total horaire brut",
  perHour: "de l'heure",
  trialPeriod: "Période d'essai",
  trialDays: (days) => (days === 0 ? "Aucune" : `${days} jour${days > 1 ? "s" : ""} de travail`),
  funds: "Retraite complémentaire et prévoyance",
  pensionFund: "Caisse de retraite complémentaire",
  providentFund: "Organisme de prévoyance",
  hiringNotForbidden: "L'embauche du salarié par l'entreprise utilisatrice à l'issue de la mission n'est pas interdite (L1251-16 6°).",
  signatures: "Signatures",
  signatureOf: { agency: "Pour l'entreprise de travail temporaire", client: "Pour l'entreprise utilisatrice", worker: "Le salarié" },
  appealReasons: {
    replacement_absent_employee: "Remplacement d'un salarié absent",
    replacement_suspended_contract: "Remplacement d'un salarié dont le contrat est suspendu",
    replacement_departed_employee: "Remplacement d'un salarié parti (poste à supprimer)",
    replacement_awaiting_new_hire: "Attente de l'entrée en fonction d'un nouveau salarié",
    replacement_part_time_switch: "Remplacement d'un salarié passé à temps partiel",
    replacement_company_head: "Remplacement d'un chef d'entreprise",
    replacement_liberal_professional: "Remplacement d'un professionnel libéral",
    replacement_farm_head: "Remplacement d'un chef d'exploitation agricole",
    replacement_farm_family_helper: "Remplacement d'un aide familial agricole",
    temporary_increase_activity: "Accroissement temporaire d'activité",
    exceptional_export_order: "Commande exceptionnelle à l'exportation",
    urgent_safety_work: "Travaux urgents de sécurité",
    seasonal_work: "Emploi saisonnier",
    customary_temporary_job: "Emploi d'usage",
    specific_purpose_contract: "Contrat à objet défini",
    job_seeker_integration: "Insertion de personnes sans emploi",
    additional_vocational_training: "Complément de formation professionnelle",
    senior_employment: "Retour à l'emploi des seniors",
    multiple_employer_group: "Groupement d'employeurs",
    awaiting_position_deletion: "Attente de la suppression définitive du poste",
  },
  fileName: { client: "Contrat de mise à disposition", worker: "Contrat de mission" },
};

const en: ContractTexts = {
  title: { client: "Temporary staffing agreement", worker: "Assignment contract" },
  number: "Contract no.",
  issuedOn: "Issued on",
  agency: "Temporary work agency",
  siret: "SIRET",
  financialGuarantor: "Financial guarantor (L1251-49)",
  client: "User company",
  worker: "Temporary worker",
  recourse: "Reason for recourse (L1251-6)",
  reason: "Reason",
  justification: "Justification",
  replacedPerson: "Person replaced",
  dates: "Length of the assignment",
  from: "from",
  to: "to",
  endDate: "End of the assignment",
  flexibility:
    "The end of the assignment may be brought forward or postponed by one day per five working days, without shortening it by more than ten working days (L1251-30).",
  renewal: "The assignment may be renewed twice at most, by amendment, within the legal maximum length (L1251-35).",
  job: "The job",
  position: "Position",
  qualification: "Required qualification",
  riskyJob: "Job with particular risks (L4154-2)",
  yes: "Yes",
  no: "No",
  workplace: "Place of work",
  schedules: "Working hours",
  weeklyDuration: "Weekly hours",
  hours: "hours",
  protectiveEquipment: "Personal protective equipment",
  suppliedBy: { client: "supplied by the user company", agency: "supplied by the temporary work agency" },
  pay: "Pay",
  hourlyRate: "Gross hourly wage",
  endOfMissionAllowance: "End-of-assignment allowance (10 %)",
  paidLeaveAllowance: "Paid-leave allowance (10 %)",
  totalHourly: "Gross hourly total",
  perHour: "per hour",
  trialPeriod: "Trial period",
  trialDays: (days) => (days === 0 ? "None" : `${days} working day${days > 1 ? "s" : ""}`),
  funds: "Supplementary pension and provident scheme",
  pensionFund: "Supplementary pension fund",
  providentFund: "Provident scheme",
  hiringNotForbidden: "The user company is not forbidden to hire the worker at the end of the assignment (L1251-16 6°).",
  signatures: "Signatures",
  signatureOf: { agency: "For the temporary work agency", client: "For the user company", worker: "The worker" },
  appealReasons: {
    replacement_absent_employee: "Replacing an absent employee",
    replacement_suspended_contract: "Replacing an employee whose contract is suspended",
    replacement_departed_employee: "Replacing an employee who left (position to be removed)",
    replacement_awaiting_new_hire: "Awaiting a new employee's start",
    replacement_part_time_switch: "Replacing an employee gone part-time",
    replacement_company_head: "Replacing a company head",
    replacement_liberal_professional: "Replacing a self-employed professional",
    replacement_farm_head: "Replacing a farm head",
    replacement_farm_family_helper: "Replacing a farm family helper",
    temporary_increase_activity: "Temporary increase in activity",
    exceptional_export_order: "Exceptional export order",
    urgent_safety_work: "Urgent safety work",
    seasonal_work: "Seasonal work",
    customary_temporary_job: "Customary temporary job",
    specific_purpose_contract: "Specific-purpose contract",
    job_seeker_integration: "Integration of job seekers",
    additional_vocational_training: "Additional vocational training",
    senior_employment: "Return to work of seniors",
    multiple_employer_group: "Employers' group",
    awaiting_position_deletion: "Awaiting the position's removal",
  },
  fileName: { client: "Temporary staffing agreement", worker: "Assignment contract" },
};

const TEXTS: Partial<Record<Locale, ContractTexts>> = { fr, en, es, de, pt, it };

/** The texts of a copy: the client's always in French, the worker's in their language where written. */
export function contractTexts(audience: ContractAudience, locale: string | undefined): { texts: ContractTexts; locale: Locale } {
  if (audience === "client") return { texts: fr, locale: "fr" };
  const wanted = (locale ?? "fr").slice(0, 2).toLowerCase() as Locale;
  const texts = TEXTS[wanted];
  return texts ? { texts, locale: wanted } : { texts: fr, locale: "fr" };
}
