import type fr from "../fr/dpae";

const dpae = {
  title: "Declarações prévias à contratação",
  statuses: {
    pending: "A aguardar envio",
    processing: "Enviada, em processamento",
    urssaf_ack: "Recebida pela URSSAF",
    success: "Aceite",
    error: "Com erro",
  },
  fieldErrors: {
    dpae_employer_siret_invalid: "O SIRET do empregador é inválido.",
    dpae_ape_code_invalid: "O código APE é inválido.",
    dpae_urssaf_code_invalid: "O código URSSAF é inválido.",
    dpae_employer_name_empty: "A denominação social do empregador está vazia.",
    dpae_employer_street_empty: "A morada do empregador está vazia.",
    dpae_employer_town_empty: "A localidade do empregador está vazia.",
    dpae_employer_postal_code_empty: "O código postal do empregador está vazio.",
    dpae_employer_phone_empty: "O telefone do empregador está vazio.",
    dpae_worker_last_name_empty: "O apelido do trabalhador está vazio.",
    dpae_worker_first_name_empty: "O nome próprio do trabalhador está vazio.",
    dpae_worker_birth_town_empty: "A localidade de nascimento do trabalhador está vazia.",
    dpae_nir_invalid: "O número da segurança social (NIR) é inválido.",
    dpae_nir_key_invalid: "A chave do NIR é inválida.",
    dpae_birth_date_invalid: "A data de nascimento é inválida.",
    dpae_contract_type_invalid: "Este tipo de contrato não pode ser declarado.",
    dpae_health_service_code_invalid: "O código do serviço de saúde no trabalho é inválido.",
    not_accepted: "O trabalhador não tem lugar nesta encomenda.",
  },
  resend: "Reenviar a declaração",
  outcomeUnknown: "A URSSAF não respondeu ao envio: pode ter recebido a declaração. Verifique em net-entreprises antes de a reenviar.",
  depositChecked: "Verifiquei: a URSSAF não recebeu esta declaração.",
  testDeposit: "Envio de teste: nada é declarado.",
} satisfies typeof fr;

export default dpae;
