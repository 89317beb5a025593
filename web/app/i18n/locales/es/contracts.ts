// Contratos de misión (Code du travail L1251-16, L1251-43): las menciones del pedido y del puesto.
const contracts = {
  mentions: {
    sectionTitle: "Menciones de los contratos de misión",
    sectionHint: "Exigidas por los contratos con el cliente y con el trabajador (L1251-16, L1251-43).",
    recourse_justification: "Justificación del motivo de recurso",
    recourseJustificationHint: "Lo que justifica con precisión el motivo (por ejemplo un pedido excepcional).",
    replaced_person: "Persona sustituida",
    replacedPersonHint: "Nombre y cualificación, para una sustitución.",
    trial_period_days: "Periodo de prueba (días)",
    trialPeriodHint: "0 si no hay.",
    risky_job: "Puesto con riesgos particulares (L4154-2)",
    riskyJobUnknown: "Sin indicar",
    yes: "Sí",
    no: "No",
    protective_equipment: "Equipos de protección individual",
    protectiveEquipmentHint: "«Ninguno» si el puesto no los requiere.",
    protective_equipment_supplier: "Suministrados por",
    supplierNone: "Sin indicar",
    suppliers: { client: "El cliente", agency: "La agencia" },
  },
};

export default contracts;
