// Contratti di missione (Code du travail L1251-16, L1251-43): le menzioni dell'ordine e della posizione.
const contracts = {
  mentions: {
    sectionTitle: "Menzioni dei contratti di missione",
    sectionHint: "Richieste dai contratti con il cliente e con il lavoratore (L1251-16, L1251-43).",
    recourse_justification: "Giustificazione del motivo del ricorso",
    recourseJustificationHint: "Ciò che giustifica con precisione il motivo (per esempio un ordine eccezionale).",
    replaced_person: "Persona sostituita",
    replacedPersonHint: "Nome e qualifica, per una sostituzione.",
    trial_period_days: "Periodo di prova (giorni)",
    trialPeriodHint: "0 se non c'è.",
    risky_job: "Posizione a rischi particolari (L4154-2)",
    riskyJobUnknown: "Non indicato",
    yes: "Sì",
    no: "No",
    protective_equipment: "Dispositivi di protezione individuale",
    protectiveEquipmentHint: "«Nessuno» se la posizione non ne richiede.",
    protective_equipment_supplier: "Forniti da",
    supplierNone: "Non indicato",
    suppliers: { client: "Il cliente", agency: "L'agenzia" },
  },
};

export default contracts;
