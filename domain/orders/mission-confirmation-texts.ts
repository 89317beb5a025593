import type { LOCALES } from "../enums/preferences";

// The words of a mission confirmation PDF (decision 0031) in the six interface languages,
// French the source. Typed by locale: a language missing a text does not compile.

type Locale = (typeof LOCALES)[number];

export type ConfirmationAudience = "client" | "worker";

export interface MissionConfirmationTexts {
  title: string;
  copyFor: Record<ConfirmationAudience, string>;
  order: string;
  worker: string;
  issuedOn: string;
  agency: string;
  client: string;
  contact: string;
  temporaryWorker: string;
  mission: string;
  position: string;
  qualification: string;
  workplace: string;
  tasks: string;
  periods: string;
  from: string;
  to: string;
  schedules: string;
  weeklyDuration: string;
  hourlyRate: string;
  coefficient: string;
  comment: string;
  siret: string;
  phone: string;
  perHour: string;
  hours: string;
  /** The download's name, before the references. */
  fileName: string;
}

const TEXTS: Record<Locale, MissionConfirmationTexts> = {
  fr: {
    title: "Confirmation de mission",
    copyFor: { client: "Exemplaire client", worker: "Exemplaire intérimaire" },
    order: "Commande",
    worker: "Intérimaire",
    issuedOn: "Établie le",
    agency: "Agence",
    client: "Client",
    contact: "Contact",
    temporaryWorker: "Intérimaire",
    mission: "Mission",
    position: "Poste",
    qualification: "Qualification",
    workplace: "Lieu de travail",
    tasks: "Tâches",
    periods: "Périodes",
    from: "du",
    to: "au",
    schedules: "Horaires",
    weeklyDuration: "Durée hebdomadaire",
    hourlyRate: "Taux horaire",
    coefficient: "Coefficient",
    comment: "Commentaire",
    siret: "SIRET",
    phone: "Tél.",
    perHour: "/ h",
    hours: "h",
    fileName: "Confirmation de mission",
  },
  en: {
    title: "Mission confirmation",
    copyFor: { client: "Client's copy", worker: "Temporary worker's copy" },
    order: "Order",
    worker: "Worker",
    issuedOn: "Issued on",
    agency: "Agency",
    client: "Client",
    contact: "Contact",
    temporaryWorker: "Temporary worker",
    mission: "Mission",
    position: "Position",
    qualification: "Qualification",
    workplace: "Place of work",
    tasks: "Tasks",
    periods: "Periods",
    from: "from",
    to: "to",
    schedules: "Schedules",
    weeklyDuration: "Weekly hours",
    hourlyRate: "Hourly rate",
    coefficient: "Coefficient",
    comment: "Comment",
    siret: "SIRET",
    phone: "Phone",
    perHour: "/ h",
    hours: "h",
    fileName: "Mission confirmation",
  },
  es: {
    title: "Confirmación de misión",
    copyFor: { client: "Ejemplar del cliente", worker: "Ejemplar del trabajador temporal" },
    order: "Pedido",
    worker: "Trabajador",
    issuedOn: "Emitida el",
    agency: "Agencia",
    client: "Cliente",
    contact: "Contacto",
    temporaryWorker: "Trabajador temporal",
    mission: "Misión",
    position: "Puesto",
    qualification: "Cualificación",
    workplace: "Lugar de trabajo",
    tasks: "Tareas",
    periods: "Periodos",
    from: "del",
    to: "al",
    schedules: "Horarios",
    weeklyDuration: "Horas semanales",
    hourlyRate: "Tarifa por hora",
    coefficient: "Coeficiente",
    comment: "Comentario",
    siret: "SIRET",
    phone: "Tel.",
    perHour: "/ h",
    hours: "h",
    fileName: "Confirmación de misión",
  },
  de: {
    title: "Einsatzbestätigung",
    copyFor: { client: "Exemplar für den Kunden", worker: "Exemplar für den Zeitarbeitnehmer" },
    order: "Auftrag",
    worker: "Mitarbeiter",
    issuedOn: "Ausgestellt am",
    agency: "Agentur",
    client: "Kunde",
    contact: "Ansprechpartner",
    temporaryWorker: "Zeitarbeitnehmer",
    mission: "Einsatz",
    position: "Stelle",
    qualification: "Qualifikation",
    workplace: "Arbeitsort",
    tasks: "Aufgaben",
    periods: "Zeiträume",
    from: "vom",
    to: "bis",
    schedules: "Arbeitszeiten",
    weeklyDuration: "Wochenstunden",
    hourlyRate: "Stundenlohn",
    coefficient: "Koeffizient",
    comment: "Bemerkung",
    siret: "SIRET",
    phone: "Tel.",
    perHour: "/ Std.",
    hours: "Std.",
    fileName: "Einsatzbestätigung",
  },
  pt: {
    title: "Confirmação de missão",
    copyFor: { client: "Exemplar do cliente", worker: "Exemplar do trabalhador temporário" },
    order: "Encomenda",
    worker: "Trabalhador",
    issuedOn: "Emitida em",
    agency: "Agência",
    client: "Cliente",
    contact: "Contacto",
    temporaryWorker: "Trabalhador temporário",
    mission: "Missão",
    position: "Posto",
    qualification: "Qualificação",
    workplace: "Local de trabalho",
    tasks: "Tarefas",
    periods: "Períodos",
    from: "de",
    to: "a",
    schedules: "Horários",
    weeklyDuration: "Horas semanais",
    hourlyRate: "Taxa horária",
    coefficient: "Coeficiente",
    comment: "Comentário",
    siret: "SIRET",
    phone: "Tel.",
    perHour: "/ h",
    hours: "h",
    fileName: "Confirmação de missão",
  },
  it: {
    title: "Conferma di missione",
    copyFor: { client: "Copia per il cliente", worker: "Copia per il lavoratore temporaneo" },
    order: "Ordine",
    worker: "Lavoratore",
    issuedOn: "Emessa il",
    agency: "Agenzia",
    client: "Cliente",
    contact: "Referente",
    temporaryWorker: "Lavoratore temporaneo",
    mission: "Missione",
    position: "Posizione",
    qualification: "Qualifica",
    workplace: "Luogo di lavoro",
    tasks: "Mansioni",
    periods: "Periodi",
    from: "dal",
    to: "al",
    schedules: "Orari",
    weeklyDuration: "Ore settimanali",
    hourlyRate: "Tariffa oraria",
    coefficient: "Coefficiente",
    comment: "Commento",
    siret: "SIRET",
    phone: "Tel.",
    perHour: "/ h",
    hours: "h",
    fileName: "Conferma di missione",
  },
};

export function missionConfirmationTexts(locale: string): MissionConfirmationTexts {
  return TEXTS[(locale in TEXTS ? locale : "fr") as Locale];
}
