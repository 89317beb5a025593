// La DPAE (issue 16) : statuts, messages du catalogue d'erreurs (spec 000 §8) par raison renvoyée par /v1.
const dpae = {
  title: "Déclarations préalables à l'embauche",
  statuses: {
    pending: "En attente d'envoi",
    processing: "Envoyée, en traitement",
    urssaf_ack: "Reçue par l'URSSAF",
    success: "Acceptée",
    error: "En erreur",
  },
  fieldErrors: {
    dpae_employer_siret_invalid: "Le SIRET de l'employeur est invalide.",
    dpae_ape_code_invalid: "Le code APE est invalide.",
    dpae_urssaf_code_invalid: "Le code URSSAF est invalide.",
    dpae_employer_name_empty: "La raison sociale de l'employeur est vide.",
    dpae_employer_street_empty: "L'adresse de l'employeur est vide.",
    dpae_employer_town_empty: "La ville de l'employeur est vide.",
    dpae_employer_postal_code_empty: "Le code postal de l'employeur est vide.",
    dpae_employer_phone_empty: "Le téléphone de l'employeur est vide.",
    dpae_worker_last_name_empty: "Le nom du salarié est vide.",
    dpae_worker_first_name_empty: "Le prénom du salarié est vide.",
    dpae_worker_birth_town_empty: "La ville de naissance du salarié est vide.",
    dpae_nir_invalid: "Le NIR est invalide.",
    dpae_nir_key_invalid: "La clé du NIR est invalide.",
    dpae_birth_date_invalid: "La date de naissance est invalide.",
    dpae_contract_type_invalid: "Le type de contrat est invalide pour une DPAE.",
    dpae_health_service_code_invalid: "Le code du service de santé au travail est invalide.",
    not_accepted: "Le salarié n'est pas retenu sur cette commande.",
  },
  resend: "Renvoyer la déclaration",
  outcomeUnknown:
    "L'URSSAF n'a pas répondu à l'envoi : elle a peut-être reçu la déclaration. Vérifiez sur net-entreprises avant de la renvoyer.",
  depositChecked: "J'ai vérifié : l'URSSAF n'a pas reçu cette déclaration.",
  testDeposit: "Envoi de test : rien n'est déclaré.",
};

export default dpae;
