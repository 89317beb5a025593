import { isUnder18 } from "#domain/dates/birth-date";
import { nirKey } from "#domain/french/nir";
import { foldAccents } from "#domain/format/search-text";
import { sqlLiteral } from "./sql-literal";

// Demo workers (about 200 per demo space): French names, NIRs with valid keys that agree with sex and
// birth date (some born in Corsica, overseas or abroad), mobiles in E.164, towns around Lyon (space 1)
// and Lille (space 2) with their coordinates, so the distance filter works without the communes table.
// Deterministic: the same `now` gives the same SQL. The benchmark reuses the generator at 100,000 rows.

export interface Town {
  name: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

export const LYON_TOWNS: readonly Town[] = [
  ["Lyon", "69001", 45.7676, 4.8344],
  ["Lyon", "69003", 45.7597, 4.859],
  ["Lyon", "69007", 45.7456, 4.8424],
  ["Lyon", "69008", 45.7347, 4.8695],
  ["Villeurbanne", "69100", 45.7719, 4.8902],
  ["Vénissieux", "69200", 45.6975, 4.8867],
  ["Vaulx-en-Velin", "69120", 45.7787, 4.9207],
  ["Bron", "69500", 45.7386, 4.9131],
  ["Caluire-et-Cuire", "69300", 45.7952, 4.8466],
  ["Saint-Priest", "69800", 45.6956, 4.944],
  ["Meyzieu", "69330", 45.7667, 5.0036],
  ["Rillieux-la-Pape", "69140", 45.8214, 4.8983],
  ["Oullins", "69600", 45.7147, 4.8075],
  ["Décines-Charpieu", "69150", 45.7689, 4.9594],
  ["Saint-Fons", "69190", 45.7086, 4.8533],
  ["Givors", "69700", 45.5906, 4.7689],
  ["Villefranche-sur-Saône", "69400", 45.9898, 4.7186],
  ["Tassin-la-Demi-Lune", "69160", 45.7639, 4.7807],
  ["Écully", "69130", 45.7744, 4.7775],
  ["Sainte-Foy-lès-Lyon", "69110", 45.7339, 4.7928],
  ["Saint-Genis-Laval", "69230", 45.6956, 4.7931],
  ["Mions", "69780", 45.6631, 4.9553],
  ["Corbas", "69960", 45.6681, 4.9019],
  ["Chassieu", "69680", 45.7386, 4.9656],
  ["Genas", "69740", 45.7314, 5.0022],
  ["Neuville-sur-Saône", "69250", 45.8761, 4.8411],
  ["Vienne", "38200", 45.5255, 4.8743],
  ["Bourgoin-Jallieu", "38300", 45.5861, 5.2736],
  ["Saint-Étienne", "42000", 45.4397, 4.3872],
  ["Ambérieu-en-Bugey", "01500", 45.9578, 5.3583],
  ["Miribel", "01700", 45.8258, 4.9536],
].map(([name, postalCode, latitude, longitude]) => ({ name, postalCode, latitude, longitude }) as Town);

export const LILLE_TOWNS: readonly Town[] = [
  ["Lille", "59000", 50.6292, 3.0573],
  ["Lille", "59800", 50.6366, 3.0635],
  ["Roubaix", "59100", 50.6942, 3.1746],
  ["Tourcoing", "59200", 50.7239, 3.1612],
  ["Villeneuve-d'Ascq", "59650", 50.6233, 3.145],
  ["Marcq-en-Barœul", "59700", 50.6711, 3.0972],
  ["Lambersart", "59130", 50.65, 3.025],
  ["La Madeleine", "59110", 50.6558, 3.0708],
  ["Mons-en-Barœul", "59370", 50.6431, 3.1097],
  ["Loos", "59120", 50.6128, 3.0144],
  ["Wattrelos", "59150", 50.7011, 3.2153],
  ["Croix", "59170", 50.6783, 3.1497],
  ["Armentières", "59280", 50.6881, 2.8811],
  ["Hem", "59510", 50.6553, 3.1878],
  ["Wasquehal", "59290", 50.6708, 3.13],
  ["Faches-Thumesnil", "59155", 50.5897, 3.0736],
  ["Ronchin", "59790", 50.6042, 3.0906],
  ["Lomme", "59160", 50.6447, 2.9872],
  ["Haubourdin", "59320", 50.6086, 2.9869],
  ["Seclin", "59113", 50.5489, 3.0297],
  ["Wambrechies", "59118", 50.6858, 3.0497],
  ["Halluin", "59250", 50.7833, 3.1258],
  ["Comines", "59560", 50.7611, 3.0083],
  ["Douai", "59500", 50.3714, 3.08],
  ["Lens", "62300", 50.4322, 2.8333],
  ["Valenciennes", "59300", 50.357, 3.5235],
  ["Béthune", "62400", 50.5303, 2.6408],
  ["Hazebrouck", "59190", 50.7244, 2.5383],
  ["Orchies", "59310", 50.475, 3.2436],
  ["Bondues", "59910", 50.7022, 3.095],
].map(([name, postalCode, latitude, longitude]) => ({ name, postalCode, latitude, longitude }) as Town);

const MEN = [
  "Jean",
  "Pierre",
  "Thomas",
  "Nicolas",
  "Julien",
  "Mehdi",
  "Karim",
  "Lucas",
  "Hugo",
  "Théo",
  "Maxime",
  "Antoine",
  "Mohamed",
  "Yanis",
  "Kévin",
  "Sébastien",
  "Olivier",
  "Stéphane",
  "David",
  "Éric",
  "Rachid",
  "Mamadou",
  "Ibrahima",
  "Loïc",
  "Benoît",
  "Jérôme",
  "François",
  "Cédric",
  "Romain",
  "Nathan",
];
const WOMEN = [
  "Marie",
  "Camille",
  "Léa",
  "Chloé",
  "Manon",
  "Sarah",
  "Inès",
  "Fatima",
  "Aïcha",
  "Nathalie",
  "Isabelle",
  "Sandrine",
  "Émilie",
  "Julie",
  "Laura",
  "Océane",
  "Amandine",
  "Céline",
  "Élodie",
  "Sophie",
  "Hélène",
  "Karima",
  "Aminata",
  "Clémence",
  "Pauline",
  "Justine",
  "Anaïs",
  "Mélanie",
  "Lucie",
  "Zoé",
];
const LAST_NAMES = [
  "Martin",
  "Bernard",
  "Dubois",
  "Thomas",
  "Robert",
  "Richard",
  "Petit",
  "Durand",
  "Leroy",
  "Moreau",
  "Simon",
  "Laurent",
  "Lefebvre",
  "Michel",
  "Garcia",
  "David",
  "Bertrand",
  "Roux",
  "Vincent",
  "Fournier",
  "Morel",
  "Girard",
  "André",
  "Lefèvre",
  "Mercier",
  "Dupont",
  "Lambert",
  "Bonnet",
  "François",
  "Martinez",
  "Legrand",
  "Garnier",
  "Faure",
  "Rousseau",
  "Blanc",
  "Guérin",
  "Muller",
  "Henry",
  "Roussel",
  "Nicolas",
  "Perrin",
  "Morin",
  "Mathieu",
  "Clément",
  "Gauthier",
  "Dumont",
  "Lopez",
  "Fontaine",
  "Chevalier",
  "Robin",
  "Benali",
  "Haddad",
  "Diallo",
  "Traoré",
  "Nguyen",
  "Da Silva",
  "Pereira",
  "Ferreira",
  "Rodrigues",
  "Yilmaz",
  "Kaya",
  "Lemaire",
  "Duval",
  "Joly",
  "Deschamps",
  "Caron",
  "Masson",
  "Marchand",
  "Dufour",
  "Étienne",
  "Évrard",
];
const JOBS = [
  "Cariste",
  "Préparateur de commandes",
  "Manutentionnaire",
  "Soudeur",
  "Maçon",
  "Aide-soignant",
  "Serveur",
  "Agent d'entretien",
  "Cariste CACES 1-3-5",
  "Chauffeur poids lourd",
  "Électricien",
  "Plombier chauffagiste",
  "Opérateur de production",
  "Agent de quai",
  "Conducteur de ligne",
  "Magasinier",
  "Peintre en bâtiment",
  "Plaquiste",
  "Manœuvre BTP",
  "Commis de cuisine",
  "Plongeur",
  "Agent de sécurité",
  "Hôte de caisse",
  "Auxiliaire de vie",
  "Technicien de maintenance",
  "Coffreur bancheur",
];
const STREETS = [
  "rue de la République",
  "avenue Jean Jaurès",
  "rue Victor Hugo",
  "boulevard Gambetta",
  "rue Pasteur",
  "place de la Mairie",
  "rue des Écoles",
  "impasse des Lilas",
  "allée des Tilleuls",
  "chemin du Moulin",
  "rue Jules Ferry",
  "avenue de la Gare",
];
const MOBILE_PREFIXES = ["61", "65", "75", "78"];
const MEANS = ["car", "motorbike", "bike_scooter", "mass_transit", "moped", "walk", "carpool"] as const;
const STATES: readonly [state: string, weight: number][] = [
  ["candidate", 35],
  ["employee", 25],
  ["applicant", 12],
  ["web", 12],
  ["pre_registered", 8],
  ["supplement_ok", 8],
];
const FAMILY = ["single", "in_couple", "married", "divorced", "widowed", "civil_union", "separated"];
const STATUSES = ["available", "available", "available", "unavailable", "contract", "awaiting_reply", "blocked", "unknown"];

/** Birthplaces for the NIR: département (2 or 3 characters), commune, city, country, nationality. */
const BIRTHPLACES: readonly [dept: string, commune: string, city: string, country: string, nationality: string, weight: number][] = [
  ["69", "123", "Lyon", "France", "Française", 20],
  ["59", "350", "Lille", "France", "Française", 15],
  ["75", "056", "Paris", "France", "Française", 10],
  ["13", "055", "Marseille", "France", "Française", 6],
  ["42", "218", "Saint-Étienne", "France", "Française", 6],
  ["62", "498", "Lens", "France", "Française", 5],
  ["38", "185", "Grenoble", "France", "Française", 5],
  ["2A", "004", "Ajaccio", "France", "Française", 2],
  ["2B", "033", "Bastia", "France", "Française", 2],
  ["974", "11", "Saint-Denis", "France", "Française", 2],
  ["971", "05", "Basse-Terre", "France", "Française", 1],
  ["972", "09", "Fort-de-France", "France", "Française", 1],
  ["99", "350", "Casablanca", "Maroc", "Marocaine", 3],
  ["99", "352", "Alger", "Algérie", "Algérienne", 3],
  ["99", "139", "Porto", "Portugal", "Portugaise", 2],
  ["99", "341", "Dakar", "Sénégal", "Sénégalaise", 1],
];

export interface GeneratedWorker {
  id: number;
  row: Record<string, string | number | boolean | null>;
  jobs: string[];
  means: string[];
  availabilities: { status: string; starts_at: number; ends_at: number; comment: string | null; created_at: number }[];
}

export interface GenerateOptions {
  spaceId: number;
  count: number;
  /** Ids are given explicitly so the child rows can refer to them in the same SQL. */
  firstId: number;
  towns: readonly Town[];
  now: number;
  seed: number;
  /** Share of workers with one or two availabilities around now. */
  availabilityShare?: number;
  archivedShare?: number;
}

/** Small, fast, seeded random numbers (mulberry32). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const weighted = <T extends readonly unknown[]>(list: readonly T[]) => {
    const total = list.reduce((sum, entry) => sum + (entry.at(-1) as number), 0);
    let roll = next() * total;
    for (const entry of list) {
      roll -= entry.at(-1) as number;
      if (roll < 0) return entry;
    }
    return list.at(-1)!;
  };
  return { next, int, pick, weighted };
}

const DAY = 86_400_000;

function asciiFold(text: string) {
  return foldAccents(text)
    .replace(/[^A-Za-z]+/g, "")
    .toLowerCase();
}

export function generateWorkers(options: GenerateOptions): GeneratedWorker[] {
  const random = seededRandom(options.seed);
  const workers: GeneratedWorker[] = [];
  const today = new Date(options.now).toISOString().slice(0, 10);
  for (let index = 0; index < options.count; index++) {
    const id = options.firstId + index;
    const isMan = random.next() < 0.55;
    const firstName = random.pick(isMan ? MEN : WOMEN);
    const lastName = random.pick(LAST_NAMES);
    const birthYear = random.int(1962, 2009);
    const birthDate = `${birthYear}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
    const [dept, commune, birthCity, birthCountry, nationality] = random.weighted(BIRTHPLACES);
    // Corsica was one département (20) until 1976: older NIRs keep 20.
    const nirDept = (dept === "2A" || dept === "2B") && birthYear < 1976 ? "20" : dept;
    const body = `${isMan ? 1 : 2}${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${nirDept}${commune}${String(random.int(1, 999)).padStart(3, "0")}`;
    const nir = body + String(nirKey(body)).padStart(2, "0");
    const town = random.pick(options.towns);
    const overseasMobile = dept === "974" && random.next() < 0.5;
    // Unique through the id; 061, 065, 075 and 078 are mainland mobile ranges, 0692 Réunion.
    const mobile = overseasMobile
      ? `+262692${String(id % 1_000_000).padStart(6, "0")}`
      : `+33${random.pick(MOBILE_PREFIXES)}${String(id).padStart(7, "0")}`;
    const createdAt = options.now - random.int(1, 3 * 365) * DAY - random.int(0, DAY - 1);
    const archived = random.next() < (options.archivedShare ?? 0.06);
    const state = random.weighted(STATES)[0];
    workers.push({
      id,
      row: {
        id,
        space_id: options.spaceId,
        first_name: firstName,
        last_name: lastName,
        sex: isMan ? "mister" : "misses",
        birth_date: birthDate,
        birth_city: birthCity,
        birth_country: birthCountry,
        birth_department: dept === "99" ? null : dept,
        nationality,
        nir,
        maiden_name: !isMan && random.next() < 0.15 ? random.pick(LAST_NAMES) : null,
        family_situation: random.pick(FAMILY),
        child_in_charge: random.int(0, 3),
        postal_address: `${random.int(1, 120)} ${random.pick(STREETS)}`,
        postal_code: town.postalCode,
        postal_city: town.name,
        postal_country: "France",
        latitude: town.latitude,
        longitude: town.longitude,
        mobile_phone_number: mobile,
        email: random.next() < 0.9 ? `${asciiFold(firstName)}.${asciiFold(lastName)}.${id}@exemple.fr` : null,
        external_ref: `${options.spaceId === 1 ? "LYO" : options.spaceId === 2 ? "LIL" : "W"}-${String(id).padStart(6, "0")}`,
        payment_category: random.next() < 0.95 ? "bank_transfer" : "cheque",
        state,
        cet_consent: random.next() < 0.3,
        under_18: isUnder18(birthDate, today),
        archived_at: archived ? createdAt + random.int(30, 300) * DAY : null,
        created_at: createdAt,
        updated_at: createdAt + random.int(0, 30) * DAY,
      },
      jobs: pickDistinct(random, JOBS, random.int(1, 3)),
      means: pickDistinct(random, MEANS, random.int(0, 2)),
      availabilities: availabilitiesOf(random, options),
    });
  }
  return workers;
}

function pickDistinct<T>(random: ReturnType<typeof seededRandom>, list: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < count) chosen.add(random.pick(list));
  return [...chosen];
}

/** One or two periods around now, the second starting after the first ends (no clash). */
function availabilitiesOf(random: ReturnType<typeof seededRandom>, options: GenerateOptions) {
  if (random.next() >= (options.availabilityShare ?? 0.4)) return [];
  const periods = [];
  let start = options.now - random.int(0, 10) * DAY;
  for (let count = random.int(1, 2); count > 0; count--) {
    const end = start + random.int(3, 14) * DAY;
    const comment = random.next() < 0.2 ? "Disponible en journée uniquement" : null;
    periods.push({ status: random.pick(STATUSES), starts_at: start, ends_at: end, comment, created_at: options.now });
    start = end + random.int(1, 10) * DAY;
  }
  return periods;
}

/** Multi-row INSERTs (100 rows each, well under D1's statement size limit) for workers and their lists. */
export function workersInsertSql(workers: readonly GeneratedWorker[]): string[] {
  const statements: string[] = [];
  const rows = <T>(table: string, columns: string[], items: T[], values: (item: T) => (string | number | boolean | null)[]) => {
    for (let start = 0; start < items.length; start += 100) {
      const chunk = items.slice(start, start + 100).map((item) => `(${values(item).map(sqlLiteral).join(", ")})`);
      statements.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.join(", ")};`);
    }
  };
  const columns = Object.keys(workers[0]?.row ?? {});
  rows("workers", columns, [...workers], (worker) => columns.map((column) => worker.row[column] ?? null));
  const space = (worker: GeneratedWorker) => worker.row.space_id as number;
  rows(
    "worker_favorite_jobs",
    ["space_id", "worker_id", "position", "job"],
    workers.flatMap((w) => w.jobs.map((job, position) => [space(w), w.id, position, job])),
    (v) => v,
  );
  rows(
    "worker_transport_means",
    ["space_id", "worker_id", "mean"],
    workers.flatMap((w) => w.means.map((mean) => [space(w), w.id, mean])),
    (v) => v,
  );
  rows(
    "worker_availabilities",
    ["space_id", "worker_id", "status", "starts_at", "ends_at", "follow_up", "comment", "created_at", "updated_at"],
    workers.flatMap((w) =>
      w.availabilities.map((a) => [space(w), w.id, a.status, a.starts_at, a.ends_at, false, a.comment, a.created_at, a.created_at]),
    ),
    (v) => v,
  );
  return statements;
}

export const DEMO_WORKERS_PER_SPACE = 200;

/** The demo spaces' workers: about 200 around Lyon in space 1, 200 around Lille in space 2. */
export function demoWorkers(now: number): GeneratedWorker[] {
  const lyon = generateWorkers({ spaceId: 1, count: DEMO_WORKERS_PER_SPACE, firstId: 1, towns: LYON_TOWNS, now, seed: 69 });
  const lille = generateWorkers({
    spaceId: 2,
    count: DEMO_WORKERS_PER_SPACE,
    firstId: DEMO_WORKERS_PER_SPACE + 1,
    towns: LILLE_TOWNS,
    now,
    seed: 59,
  });
  return [...lyon, ...lille];
}

export function demoWorkerStatements(now: number): string[] {
  return workersInsertSql(demoWorkers(now));
}
