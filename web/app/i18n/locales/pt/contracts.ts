// Contratos de missão (Code du travail L1251-16, L1251-43): as menções da encomenda e do posto.
const contracts = {
  mentions: {
    sectionTitle: "Menções dos contratos de missão",
    sectionHint: "Exigidas pelos contratos com o cliente e com o trabalhador (L1251-16, L1251-43).",
    recourse_justification: "Justificação do motivo de recurso",
    recourseJustificationHint: "O que justifica com precisão o motivo (por exemplo uma encomenda excecional).",
    replaced_person: "Pessoa substituída",
    replacedPersonHint: "Nome e qualificação, numa substituição.",
    trial_period_days: "Período experimental (dias)",
    trialPeriodHint: "0 se não houver.",
    risky_job: "Posto com riscos particulares (L4154-2)",
    riskyJobUnknown: "Não indicado",
    yes: "Sim",
    no: "Não",
    protective_equipment: "Equipamentos de proteção individual",
    protectiveEquipmentHint: "«Nenhum» se o posto não os exigir.",
    protective_equipment_supplier: "Fornecidos por",
    supplierNone: "Não indicado",
    suppliers: { client: "O cliente", agency: "A agência" },
  },
};

export default contracts;
