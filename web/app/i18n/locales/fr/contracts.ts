// Les contrats de mission (Code du travail L1251-16, L1251-43) : les mentions que la commande et le poste portent.
const contracts = {
  mentions: {
    sectionTitle: "Mentions des contrats de mission",
    sectionHint: "Exigées par les contrats de mise à disposition et de mission (L1251-16, L1251-43).",
    recourse_justification: "Justification du motif de recours",
    recourseJustificationHint: "Ce qui justifie précisément le motif (par exemple une commande exceptionnelle).",
    replaced_person: "Personne remplacée",
    replacedPersonHint: "Nom et qualification, pour un remplacement.",
    trial_period_days: "Période d'essai (jours)",
    trialPeriodHint: "0 s'il n'y en a pas.",
    risky_job: "Poste à risques particuliers (L4154-2)",
    riskyJobUnknown: "Non renseigné",
    yes: "Oui",
    no: "Non",
    protective_equipment: "Équipements de protection individuelle",
    protectiveEquipmentHint: "« Aucun » si le poste n'en demande pas.",
    protective_equipment_supplier: "Fournis par",
    supplierNone: "Non renseigné",
    suppliers: { client: "L'entreprise utilisatrice", agency: "L'agence" },
  },
};

export default contracts;
