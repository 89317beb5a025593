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
