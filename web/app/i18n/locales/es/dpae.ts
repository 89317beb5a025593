import type fr from "../fr/dpae";

const dpae = {
  title: "Declaraciones previas a la contratación",
  statuses: {
    pending: "Pendiente de envío",
    processing: "Enviada, en tramitación",
    urssaf_ack: "Recibida por la URSSAF",
    success: "Aceptada",
    error: "Con error",
  },
  fieldErrors: {
    dpae_employer_siret_invalid: "El SIRET del empleador no es válido.",
    dpae_ape_code_invalid: "El código APE no es válido.",
    dpae_urssaf_code_invalid: "El código URSSAF no es válido.",
    dpae_employer_name_empty: "La razón social del empleador está vacía.",
    dpae_employer_street_empty: "La dirección del empleador está vacía.",
    dpae_employer_town_empty: "La ciudad del empleador está vacía.",
    dpae_employer_postal_code_empty: "El código postal del empleador está vacío.",
    dpae_employer_phone_empty: "El teléfono del empleador está vacío.",
    dpae_worker_last_name_empty: "El apellido del trabajador está vacío.",
    dpae_worker_first_name_empty: "El nombre del trabajador está vacío.",
    dpae_worker_birth_town_empty: "La ciudad de nacimiento del trabajador está vacía.",
    dpae_nir_invalid: "El número de la seguridad social (NIR) no es válido.",
    dpae_nir_key_invalid: "La clave del NIR no es válida.",
    dpae_birth_date_invalid: "La fecha de nacimiento no es válida.",
    dpae_contract_type_invalid: "Este tipo de contrato no puede declararse.",
    dpae_health_service_code_invalid: "El código del servicio de salud laboral no es válido.",
    not_accepted: "El trabajador no tiene plaza en este pedido.",
  },
  resend: "Volver a enviar la declaración",
  outcomeUnknown:
    "La URSSAF no respondió al envío: puede que haya recibido la declaración. Compruébelo en net-entreprises antes de volver a enviarla.",
  depositChecked: "Lo he comprobado: la URSSAF no ha recibido esta declaración.",
  testDeposit: "Envío de prueba: no se declara nada.",
} satisfies typeof fr;

export default dpae;
