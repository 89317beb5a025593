// Einsatzverträge (Code du travail L1251-16, L1251-43): die Angaben von Auftrag und Stelle.
const contracts = {
  mentions: {
    sectionTitle: "Angaben der Einsatzverträge",
    sectionHint: "Von den Verträgen mit Kunde und Zeitarbeitnehmer verlangt (L1251-16, L1251-43).",
    recourse_justification: "Begründung des Einsatzgrunds",
    recourseJustificationHint: "Was den Grund genau rechtfertigt (zum Beispiel ein außergewöhnlicher Auftrag).",
    replaced_person: "Vertretene Person",
    replacedPersonHint: "Name und Qualifikation, bei einer Vertretung.",
    trial_period_days: "Probezeit (Tage)",
    trialPeriodHint: "0, wenn es keine gibt.",
    risky_job: "Stelle mit besonderen Risiken (L4154-2)",
    riskyJobUnknown: "Nicht angegeben",
    yes: "Ja",
    no: "Nein",
    protective_equipment: "Persönliche Schutzausrüstung",
    protectiveEquipmentHint: "„Keine“, wenn die Stelle keine verlangt.",
    protective_equipment_supplier: "Gestellt von",
    supplierNone: "Nicht angegeben",
    suppliers: { client: "Dem Kunden", agency: "Der Agentur" },
  },
};

export default contracts;
