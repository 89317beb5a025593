// Company search at 50,000 companies in one space (spec 000 §2 Companies): the plain list, a word
// search, a SIRET prefix, and the filters of the search panel (département, staff band, distance).
import { withLuhnKey } from "#domain/french/luhn";
import { normalizeSearchText } from "#domain/format/search-text";
import type { BenchSuite } from "./measure";

const COMPANIES = 50_000;
const SPACE_ID = 1;

const WORDS = [
  "Transports",
  "Bâtiment",
  "Logistique",
  "Métallerie",
  "Boulangerie",
  "Plasturgie",
  "Nettoyage",
  "Menuiserie",
  "Électricité",
  "Agroalimentaire",
  "Câblage",
  "Peinture",
  "Maçonnerie",
  "Imprimerie",
  "Chaudronnerie",
];
const NAMES = [
  "Dupont",
  "Martin",
  "Bernard",
  "Lefèvre",
  "Moreau",
  "Girard",
  "Roux",
  "Fournier",
  "Garnier",
  "Chevalier",
  "Rhône",
  "Saône",
  "Alpes",
  "Forez",
  "Beaujolais",
];
const FORMS = ["SAS", "SARL", "SA", "EURL", "SNC"];
/** Postal code, city and coordinates across France, so département and distance filters have spread. */
const TOWNS: [string, string, number, number][] = [
  ["69003", "Lyon", 45.7597, 4.8422],
  ["69100", "Villeurbanne", 45.7719, 4.8902],
  ["69200", "Vénissieux", 45.6975, 4.8867],
  ["42000", "Saint-Étienne", 45.4347, 4.3903],
  ["38000", "Grenoble", 45.1885, 5.7245],
  ["01000", "Bourg-en-Bresse", 46.2052, 5.2255],
  ["59000", "Lille", 50.6292, 3.0573],
  ["59100", "Roubaix", 50.6942, 3.1746],
  ["62000", "Arras", 50.291, 2.7775],
  ["75011", "Paris", 48.8589, 2.38],
  ["13001", "Marseille", 43.2965, 5.3698],
  ["31000", "Toulouse", 43.6047, 1.4442],
  ["33000", "Bordeaux", 44.8378, -0.5792],
  ["44000", "Nantes", 47.2184, -1.5536],
  ["67000", "Strasbourg", 48.5734, 7.7521],
  ["20000", "Ajaccio", 41.9192, 8.7386],
  ["20200", "Bastia", 42.6977, 9.4508],
  ["97400", "Saint-Denis", -20.8821, 55.4507],
];
const BANDS = ["00", "01", "02", "03", "11", "12", "21", "22", "31", "32", "41", "42", "51", "52", "53", "NN"];
const STATES = ["prospect", "active_client", "inactive_client", "suspect"];

function quote(text: string) {
  return `'${text.replaceAll("'", "''")}'`;
}

/** 50,000 companies in space 1, in multi-row INSERTs (deterministic: the i-th company is always the same). */
function companiesSql(now: number): string {
  const statements: string[] = [];
  const columns =
    "space_id, name, trade_name, siret, siren, address, zipcode, city, state, staff_size_band, latitude, longitude, search_text, created_at, updated_at";
  // D1 refuses statements over 100 kB: 150 rows of ~400 bytes each stay well under.
  for (let start = 0; start < COMPANIES; start += 150) {
    const rows: string[] = [];
    for (let i = start; i < Math.min(COMPANIES, start + 150); i++) {
      const name = `${WORDS[i % WORDS.length]} ${NAMES[Math.floor(i / WORDS.length) % NAMES.length]} ${i}`;
      const trade = `${name} ${FORMS[i % FORMS.length]}`;
      // SIRENs spread over the whole range, as real ones are (a prefix then matches a few hundred).
      const siren = withLuhnKey(String(10_000_000 + ((i * 7_919_993) % 89_999_999)).padStart(8, "0"));
      const siret = withLuhnKey(`${siren}${String(i % 9999).padStart(4, "0")}`);
      const [zipcode, city, latitude, longitude] = TOWNS[i % TOWNS.length]!;
      const jitter = ((i * 7919) % 1000) / 10_000;
      const search = normalizeSearchText([name, trade, city, zipcode, siret].join(" "));
      rows.push(
        `(${SPACE_ID}, ${quote(name)}, ${quote(trade)}, '${siret}', '${siren}', ${quote(`${i} rue de la République`)}, '${zipcode}', ${quote(city)}, '${STATES[i % STATES.length]}', '${BANDS[i % BANDS.length]}', ${latitude + jitter}, ${longitude - jitter}, ${quote(search)}, ${now}, ${now})`,
      );
    }
    statements.push(`INSERT INTO companies (${columns}) VALUES\n${rows.join(",\n")};`);
  }
  return statements.join("\n");
}

export const companySearch: BenchSuite = {
  name: "company search",
  prepare(context) {
    context.executeSql(companiesSql(Date.now()));
  },
  measurements() {
    const base = `/v1/companies?space_id=${SPACE_ID}&per_page=25`;
    const word = (i: number) => WORDS[i % WORDS.length]!.toLowerCase().slice(0, 5);
    return [
      { name: "companies_list", table: "companies", path: (i) => `${base}&page=${(i % 20) + 1}` },
      { name: "companies_search_word", table: "companies", path: (i) => `${base}&q=${encodeURIComponent(word(i))}` },
      { name: "companies_search_siret", table: "companies", path: (i) => `${base}&q=${1000 + ((i * 37) % 8999)}` },
      { name: "companies_filter_departement", table: "companies", path: (i) => `${base}&departement=${["69", "59", "2A", "75"][i % 4]}` },
      { name: "companies_filter_staff_band", table: "companies", path: (i) => `${base}&staff_size_band=${BANDS[i % BANDS.length]}` },
      {
        name: "companies_filter_distance",
        table: "companies",
        path: (i) => `${base}&near_postal_code=${["69003", "59000", "38000"][i % 3]}&distance_km=30&sort=distance`,
      },
    ];
  },
};
