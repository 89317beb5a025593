import { PERMISSIONS, type Permission } from "#domain/auth/permissions";

// The demo spaces and accounts of the README (password demo1234 for all).

export const DEMO_PASSWORD = "demo1234";

export const DEMO_SPACES = [
  {
    id: 1,
    name: "Intérim Lyon Part-Dieu",
    url: "lyon",
    association_code: "LYO001",
    siret: "73282932000074",
    address: "17 rue du Docteur Bouchut",
    zipcode: "69003",
    city: "Lyon",
    phone: "+33478000000",
    latitude: 45.7605,
    longitude: 4.8597,
    sms_enabled: true,
    ocr_enabled: true,
    mail_enabled: true,
    default_notification_email: "agence.lyon@demo.interim.test",
    // What the DPAE, the SMS and the mission contracts need of the agency as employer (checked by
    // tests/node/demo-seed.test.ts with the DPAE's own checks).
    trade_name: "Intérim Lyon",
    siren: "732829320",
    vat_code: "FR44732829320",
    ape_code: "78.20Z",
    ape_nomenclature: "naf_rev2",
    legal_form_code: "5710",
    staff_size_band: "11",
    activity_section: "N",
    idcc: "2378",
    urssaf_organization: "URSSAF Rhône-Alpes",
    urssaf_code: "827",
    urssaf_city: "Lyon",
    health_service_code: "AST69",
    manager_last_name: "Dumas",
    manager_first_name: "Hélène",
    head_office_address: "17 rue du Docteur Bouchut",
    head_office_zipcode: "69003",
    head_office_city: "Lyon",
    head_office_country: "France",
    billing_address: "17 rue du Docteur Bouchut",
    billing_zipcode: "69003",
    billing_city: "Lyon",
    billing_country: "France",
    state: "active_client",
    financial_guarantor_name: "Caisse de Garantie des Entreprises de Travail Temporaire (démo)",
    financial_guarantor_address: "12 rue de la Paix, 75002 Paris",
  },
  {
    id: 2,
    name: "Intérim Lille Centre",
    url: "lille",
    association_code: "LIL001",
    siret: "44306184100047",
    address: "12 place du Général de Gaulle",
    zipcode: "59800",
    city: "Lille",
    phone: "+33320000000",
    latitude: 50.6366,
    longitude: 3.0635,
    sms_enabled: true,
    ocr_enabled: false,
    mail_enabled: true,
    default_notification_email: "agence.lille@demo.interim.test",
    trade_name: "Intérim Lille",
    siren: "443061841",
    vat_code: "FR64443061841",
    ape_code: "78.20Z",
    ape_nomenclature: "naf_rev2",
    legal_form_code: "5499",
    staff_size_band: "03",
    activity_section: "N",
    idcc: "2378",
    urssaf_organization: "URSSAF Nord-Pas-de-Calais",
    urssaf_code: "317",
    urssaf_city: "Lille",
    health_service_code: "PST59",
    manager_last_name: "Lefebvre",
    manager_first_name: "Julie",
    head_office_address: "12 place du Général de Gaulle",
    head_office_zipcode: "59800",
    head_office_city: "Lille",
    head_office_country: "France",
    billing_address: "12 place du Général de Gaulle",
    billing_zipcode: "59800",
    billing_city: "Lille",
    billing_country: "France",
    state: "active_client",
    // Lille shows the six-step reading of the registration (decision 0045); Lyon the five-step one.
    registration_employer_step: true,
    financial_guarantor_name: "Atradius Crédito y Caución (démo)",
    financial_guarantor_address: "159 rue Anatole France, 92300 Levallois-Perret",
  },
] as const;

export interface DemoAccount {
  email: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  permissions: readonly Permission[];
  spaceIds: readonly number[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "owner@demo.interim.test",
    first_name: "Camille",
    last_name: "Proprietaire",
    is_admin: true,
    permissions: ["app-admin"],
    spaceIds: [1, 2],
  },
  {
    email: "admin.lyon@demo.interim.test",
    first_name: "Hélène",
    last_name: "Dumas",
    is_admin: true,
    permissions: PERMISSIONS.filter((permission) => permission !== "app-admin"),
    spaceIds: [1],
  },
  {
    email: "agent.lyon@demo.interim.test",
    first_name: "Karim",
    last_name: "Benali",
    is_admin: false,
    permissions: ["orders", "order_template_temporary_work"],
    spaceIds: [1],
  },
  {
    email: "agent.lille@demo.interim.test",
    first_name: "Julie",
    last_name: "Lefebvre",
    is_admin: false,
    permissions: [],
    spaceIds: [2],
  },
];
