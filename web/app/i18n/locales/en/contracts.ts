// Mission contracts (Code du travail L1251-16, L1251-43): the mentions the order and the position carry.
const contracts = {
  mentions: {
    sectionTitle: "Mission contract mentions",
    sectionHint: "Required by the client's and the worker's contracts (L1251-16, L1251-43).",
    recourse_justification: "Justification of the reason for recourse",
    recourseJustificationHint: "What precisely justifies the reason (for example an exceptional order).",
    replaced_person: "Person replaced",
    replacedPersonHint: "Name and qualification, for a replacement.",
    trial_period_days: "Trial period (days)",
    trialPeriodHint: "0 when there is none.",
    risky_job: "Job with particular risks (L4154-2)",
    riskyJobUnknown: "Not said",
    yes: "Yes",
    no: "No",
    protective_equipment: "Personal protective equipment",
    protectiveEquipmentHint: '"None" when the job needs none.',
    protective_equipment_supplier: "Supplied by",
    supplierNone: "Not said",
    suppliers: { client: "The client", agency: "The agency" },
  },
};

export default contracts;
