import { env } from "cloudflare:workers";
import { nirKey } from "#domain/french/nir";
import { api } from "./factories";
import { readJson } from "./json";

// Valid French worker data for tests inside workerd: NIR keys computed, mobiles in real 06 ranges,
// e-mails unique per call, so test files never collide in the shared database.

let sequence = 0;

/** A 15-character NIR with its key: sex digit, YYMM, place (5), order (3). */
export function nirOf(sexDigit: 1 | 2, birthDate: string, place = "69123", order?: string) {
  const body = `${sexDigit}${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${place}${order ?? String(100 + (sequence % 800)).padStart(3, "0")}`;
  return body + String(nirKey(body)).padStart(2, "0");
}

/**
 * This module's block of 10,000 mobiles among 500 (06 50 00 00 00 to 06 54 99 99 99): test files share
 * one database and, in one vitest worker, this module; another worker draws another block.
 */
const MOBILE_BLOCK = 10_000 * Math.floor(Math.random() * 500);

/** A mainland mobile no other call returns in this run. */
export function uniqueMobile() {
  sequence++;
  return `065${String(MOBILE_BLOCK + sequence).padStart(7, "0")}`;
}

export function uniqueEmail(prefix = "worker") {
  sequence++;
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}-${sequence}@exemple.fr`;
}

/** A valid worker body for POST /v1/workers. */
export function workerBody(spaceId: number, overrides: Record<string, unknown> = {}) {
  return {
    space_id: spaceId,
    first_name: "Camille",
    last_name: "Durand",
    sex: "misses",
    birth_date: "1990-04-12",
    email: uniqueEmail(),
    mobile_phone_number: uniqueMobile(),
    postal_code: "69003",
    postal_city: "Lyon",
    favorite_jobs: ["Cariste"],
    transportation_means: ["car"],
    ...overrides,
  };
}

export type WorkerAnswer = {
  id: number;
  space_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile_phone_number: string | null;
  nir: string | null;
  under_18: boolean;
  state: string;
  archived: boolean;
  latitude: number | null;
  longitude: number | null;
  favorite_jobs: string[];
  transportation_means: string[];
  [field: string]: unknown;
};

export type ErrorAnswer = { error: { code: string; message: string; fields?: { field: string; reason: string; message: string }[] } };

export async function createWorker(token: string, spaceId: number, overrides: Record<string, unknown> = {}) {
  const response = await api("/v1/workers", { method: "POST", token, json: workerBody(spaceId, overrides) });
  if (response.status !== 201) throw new Error(`worker creation failed: ${response.status} ${await response.text()}`);
  return await readJson<WorkerAnswer>(response);
}

export async function fieldsOf(response: Response) {
  return (await readJson<ErrorAnswer>(response)).error.fields?.map((field) => field.field) ?? [];
}

/** Communes with coordinates, so postal codes geolocate (the test database has no reference data). */
export async function loadGeolocatedCommunes() {
  const communes: [insee: string, postalCode: string, name: string, latitude: number, longitude: number][] = [
    ["69282", "69330", "Meyzieu", 45.7667, 5.0036],
    ["69029", "69500", "Bron", 45.7386, 4.9131],
    ["01053", "01000", "Bourg-en-Bresse", 46.2052, 5.2255],
    ["38185", "38000", "Grenoble", 45.1885, 5.7245],
    ["59350", "59000", "Lille", 50.6292, 3.0573],
    ["13055", "13001", "Marseille", 43.2965, 5.3698],
  ];
  await env.DB.batch(
    communes.map(([insee, postalCode, name, latitude, longitude]) =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO communes (insee_code, postal_code, name, name_normalized, departement_code, latitude, longitude)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).bind(insee, postalCode, name, name.toLowerCase(), insee.slice(0, 2), latitude, longitude),
    ),
  );
}

export async function workerCount(spaceId: number) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM workers WHERE space_id = ?").bind(spaceId).first<{ n: number }>();
  return row?.n ?? 0;
}
