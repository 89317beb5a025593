import type fr from "../fr/space";

const space = {
  tabs: {
    label: "Administração do espaço",
    users: "Utilizadores",
    settings: "Definições da agência",
    groups: "Grupos",
  },
  settings: {
    title: "Definições da agência",
    intro: "O que a DPAE, os SMS e os contratos de missão exigem da agência enquanto empregador.",
    noSpaceTitle: "Escolha um espaço",
    noSpaceMessage: "As definições são de uma agência: escolha a que administra.",
    noSpaceChoose: "Escolher um espaço",
    saved: "Definições guardadas.",
    save: "Guardar",
    saving: "A guardar…",
    links: {
      title: "Ligações de inscrição",
      intro: "Para os candidatos: cada uma abre a inscrição na agência.",
      standard: "Inscrição",
      express: "Inscrição expresso (CV)",
      kiosk: "Terminal de inscrição",
      off: "Desativada para a agência (leitura de CV)",
      none: "A agência ainda não tem ligação: o proprietário da aplicação define-a.",
    },
    sections: {
      employer: "Empregador (DPAE)",
      address: "Morada e contacto",
      guarantor: "Garante financeiro",
      registration: "Inscrição de candidatos",
    },
    employerHint: "Verificados no formato que a DPAE exige: um valor recusado aqui seria recusado pela URSSAF.",
    fields: {
      siret: "SIRET",
      ape_code: "Código APE",
      urssaf_organization: "Organismo URSSAF",
      urssaf_code: "Código URSSAF",
      health_service_code: "Código do serviço de saúde no trabalho",
      urssaf_city: "Cidade da URSSAF",
      address: "Morada",
      zipcode: "Código postal",
      city: "Cidade",
      phone: "Telefone",
      default_notification_email: "E-mail de notificação",
      financial_guarantor_name: "Garante financeiro",
      financial_guarantor_address: "Morada do garante",
      registration_employer_step: "Acrescentar o passo «Empregador» à inscrição (seis passos)",
    },
    hints: {
      ape_code: "78.20Z para o trabalho temporário.",
      urssaf_code: "Três caracteres: o código do organismo URSSAF.",
      health_service_code: "Até cinco letras ou algarismos.",
      phone: "Escrito na DPAE e nos SMS.",
      financial_guarantor_name: "Indicado em cada contrato de missão.",
      registration_employer_step: "O candidato indica o último empregador e se pode ser contactado para uma referência.",
    },
  },
} satisfies typeof fr;

export default space;
