import type fr from "../fr/dpae";

const dpae = {
  title: "Pre-hire declarations",
  statuses: {
    pending: "Waiting to be sent",
    processing: "Sent, being processed",
    urssaf_ack: "Received by URSSAF",
    success: "Accepted",
    error: "Failed",
  },
  fieldErrors: {
    dpae_employer_siret_invalid: "The employer's SIRET is invalid.",
    dpae_ape_code_invalid: "The APE code is invalid.",
    dpae_urssaf_code_invalid: "The URSSAF code is invalid.",
    dpae_employer_name_empty: "The employer's company name is empty.",
    dpae_employer_street_empty: "The employer's street is empty.",
    dpae_employer_town_empty: "The employer's town is empty.",
    dpae_employer_postal_code_empty: "The employer's postal code is empty.",
    dpae_employer_phone_empty: "The employer's phone is empty.",
    dpae_worker_last_name_empty: "The worker's last name is empty.",
    dpae_worker_first_name_empty: "The worker's first name is empty.",
    dpae_worker_birth_town_empty: "The worker's birth town is empty.",
    dpae_nir_invalid: "The social security number (NIR) is invalid.",
    dpae_nir_key_invalid: "The social security number's key is invalid.",
    dpae_birth_date_invalid: "The birth date is invalid.",
    dpae_contract_type_invalid: "This contract type cannot be declared.",
    dpae_health_service_code_invalid: "The occupational health service code is invalid.",
    not_accepted: "The worker does not hold a place on this order.",
  },
  resend: "Send the declaration again",
  outcomeUnknown:
    "URSSAF did not answer the upload: it may have received the declaration. Check on net-entreprises before sending it again.",
  depositChecked: "I checked: URSSAF did not receive this declaration.",
  testDeposit: "Test deposit: nothing is declared.",
} satisfies typeof fr;

export default dpae;
