import { buildSiret } from "#tests/builders/siret";
import { frenchVatNumber } from "#domain/french/siren-siret";
import { normalizeSearchText } from "#domain/format/search-text";
import { sqlLiteral } from "./sql-literal";

// Demo client companies: about a hundred per demo space (Lyon area for space 1, Lille area for space 2),
// with valid SIRETs, NAF rev. 2 APE codes, INSEE legal forms, Sirene staff bands, coordinates written
// here (the seed may run before the reference data is loaded), contacts and a few competence checks.
// Deterministic: a fixed pseudo-random sequence, the same rows on every run.

type Row = Record<string, string | number | boolean | null>;

const COMPANIES_PER_SPACE = 100;
const ROWS_PER_INSERT = 50;
const DAY = 86_400_000;

/** APE code, its NAF rev. 2 section, its IDCC collective agreement, and names for such a business. */
const ACTIVITIES: { ape: string; section: string; idcc: string; names: string[] }[] = [
  { ape: "10.71C", section: "C", idcc: "843", names: ["Boulangerie {surname}", "Au Fournil {place}"] },
  { ape: "10.13A", section: "C", idcc: "1586", names: ["Salaisons {surname}", "Charcuterie du {region}"] },
  { ape: "10.51C", section: "C", idcc: "112", names: ["Fromagerie {surname}"] },
  { ape: "22.22Z", section: "C", idcc: "292", names: ["{region} Emballages", "Plastiques {surname}"] },
  { ape: "25.62B", section: "C", idcc: "3248", names: ["Mécanique de Précision {surname}", "{surname} Usinage"] },
  { ape: "25.11Z", section: "C", idcc: "3248", names: ["Charpentes Métalliques {surname}", "Métallerie {surname}"] },
  { ape: "28.29B", section: "C", idcc: "3248", names: ["{region} Machines Industrielles"] },
  { ape: "33.12Z", section: "C", idcc: "3248", names: ["Maintenance Industrielle {surname}"] },
  { ape: "41.20A", section: "F", idcc: "1597", names: ["Maisons {surname}", "{region} Construction"] },
  { ape: "43.21A", section: "F", idcc: "1597", names: ["Électricité {surname}", "{surname} Électricité Générale"] },
  { ape: "43.22A", section: "F", idcc: "1597", names: ["Plomberie {surname}", "{surname} Chauffage Sanitaire"] },
  { ape: "43.32A", section: "F", idcc: "1597", names: ["Menuiserie {surname}", "Menuiseries du {region}"] },
  { ape: "43.34Z", section: "F", idcc: "1596", names: ["Peinture {surname}", "{surname} Décoration"] },
  { ape: "43.99C", section: "F", idcc: "1597", names: ["Maçonnerie {surname}", "{surname} Gros Œuvre"] },
  { ape: "45.20A", section: "G", idcc: "1090", names: ["Garage {surname}"] },
  { ape: "46.69B", section: "G", idcc: "573", names: ["{region} Fournitures Industrielles"] },
  { ape: "47.11F", section: "G", idcc: "2216", names: ["Hypermarché {place}"] },
  { ape: "49.41A", section: "H", idcc: "16", names: ["Transports {surname}", "{surname} Logistique"] },
  { ape: "49.41B", section: "H", idcc: "16", names: ["{surname} Messagerie", "Express {region}"] },
  { ape: "52.10B", section: "H", idcc: "16", names: ["Entrepôts du {region}", "{region} Stockage"] },
  { ape: "52.29B", section: "H", idcc: "16", names: ["{region} Affrètement"] },
  { ape: "55.10Z", section: "I", idcc: "1979", names: ["Hôtel {place}"] },
  { ape: "56.10A", section: "I", idcc: "1979", names: ["Brasserie {surname}", "{eatery} {surname}"] },
  { ape: "62.01Z", section: "J", idcc: "1486", names: ["{surname} Informatique", "{region} Numérique"] },
  { ape: "71.12B", section: "M", idcc: "1486", names: ["Bureau d'Études {surname}"] },
  { ape: "81.21Z", section: "N", idcc: "3043", names: ["{region} Propreté", "Nettoyage {surname}"] },
  { ape: "82.92Z", section: "N", idcc: "1611", names: ["{region} Conditionnement"] },
  { ape: "86.10Z", section: "Q", idcc: "2264", names: ["Clinique {saint}"] },
  { ape: "87.10A", section: "Q", idcc: "2264", names: ["Résidence {flower}"] },
  { ape: "96.02A", section: "S", idcc: "2596", names: ["Coiffure {firstName}"] },
];

/** INSEE legal category, the suffix of the registered name, and the Sirene staff bands it takes. */
const LEGAL_FORMS = [
  { code: "5710", suffix: "SAS", bands: ["03", "11", "12", "21", "22", "31"], weight: 5 },
  { code: "5499", suffix: "SARL", bands: ["01", "02", "03", "11", "12"], weight: 4 },
  { code: "5599", suffix: "SA", bands: ["21", "22", "31", "32", "41"], weight: 1 },
  { code: "5498", suffix: "EURL", bands: ["00", "01", "02"], weight: 1 },
  { code: "1000", suffix: "", bands: ["NN", "00", "01"], weight: 1 },
] as const;

/** Sirene band → a full-time-equivalent count inside it. */
const ETP_BY_BAND: Record<string, number> = {
  NN: 0,
  "00": 0,
  "01": 2,
  "02": 4,
  "03": 8,
  "11": 15,
  "12": 35,
  "21": 70,
  "22": 150,
  "31": 220,
  "32": 400,
  "41": 700,
};
const REVENUE_BY_BAND: Record<string, string> = {
  NN: "< 100 k€",
  "00": "< 100 k€",
  "01": "100 k€ – 500 k€",
  "02": "100 k€ – 500 k€",
  "03": "500 k€ – 1 M€",
  "11": "1 M€ – 2 M€",
  "12": "2 M€ – 5 M€",
  "21": "5 M€ – 10 M€",
  "22": "10 M€ – 20 M€",
  "31": "20 M€ – 50 M€",
  "32": "50 M€ – 100 M€",
  "41": "> 100 M€",
};

const STATES = [
  "prospect",
  "prospect",
  "prospect",
  "active_client",
  "active_client",
  "active_client",
  "inactive_client",
  "suspect",
] as const;

interface Area {
  spaceId: number;
  /** Postal code, commune, latitude, longitude. */
  communes: [string, string, number, number][];
  streets: string[];
  surnames: string[];
  regions: string[];
  eateries: string[];
  phonePrefixes: string[];
  urssafCity: string;
}

const AREAS: Area[] = [
  {
    spaceId: 1,
    communes: [
      ["69001", "Lyon", 45.7676, 4.8344],
      ["69002", "Lyon", 45.7485, 4.827],
      ["69003", "Lyon", 45.7597, 4.8422],
      ["69007", "Lyon", 45.7333, 4.84],
      ["69008", "Lyon", 45.737, 4.87],
      ["69009", "Lyon", 45.774, 4.805],
      ["69100", "Villeurbanne", 45.7719, 4.8902],
      ["69200", "Vénissieux", 45.6975, 4.8867],
      ["69500", "Bron", 45.7386, 4.9131],
      ["69800", "Saint-Priest", 45.696, 4.944],
      ["69120", "Vaulx-en-Velin", 45.7781, 4.9186],
      ["69150", "Décines-Charpieu", 45.7689, 4.9589],
      ["69400", "Villefranche-sur-Saône", 45.9897, 4.7197],
      ["69330", "Meyzieu", 45.7667, 5.0036],
      ["69140", "Rillieux-la-Pape", 45.8214, 4.8983],
      ["69600", "Oullins", 45.7144, 4.8075],
      ["69300", "Caluire-et-Cuire", 45.7953, 4.8469],
      ["69190", "Saint-Fons", 45.7086, 4.8533],
      ["69230", "Saint-Genis-Laval", 45.6958, 4.7933],
      ["69160", "Tassin-la-Demi-Lune", 45.7636, 4.7797],
    ],
    streets: [
      "rue de la République",
      "avenue Jean Jaurès",
      "rue Garibaldi",
      "cours Lafayette",
      "rue Paul Bert",
      "avenue Berthelot",
      "boulevard des Belges",
      "rue du Dauphiné",
      "avenue Franklin Roosevelt",
      "rue Émile Zola",
      "route de Vienne",
      "rue de Marseille",
      "avenue Roger Salengro",
      "rue Léon Blum",
      "rue des Frères Lumière",
      "avenue du 8 Mai 1945",
      "rue Anatole France",
      "chemin du Grand Bois",
      "rue de l'Industrie",
      "avenue Charles de Gaulle",
    ],
    surnames: [
      "Martin",
      "Bernard",
      "Dubois",
      "Thomas",
      "Robert",
      "Richard",
      "Petit",
      "Durand",
      "Moreau",
      "Simon",
      "Laurent",
      "Michel",
      "Garcia",
      "Bertrand",
      "Roux",
      "Vincent",
      "Fournier",
      "Morel",
      "Girard",
      "Mercier",
      "Blanc",
      "Guérin",
      "Boyer",
      "Garnier",
      "Chevalier",
      "Perrin",
      "Faure",
      "Rousseau",
      "Giraud",
      "Chauvin",
      "Mathieu",
      "Gauthier",
      "Brun",
      "Bonnet",
      "Fabre",
    ],
    regions: ["Rhône", "Lyonnais", "Saône", "Monts d'Or", "Beaujolais", "Confluence", "Val de Saône", "Dauphiné"],
    eateries: ["Le Bouchon", "La Table de", "Chez"],
    phonePrefixes: ["478", "472", "437"],
    urssafCity: "Lyon",
  },
  {
    spaceId: 2,
    communes: [
      ["59000", "Lille", 50.6292, 3.0573],
      ["59800", "Lille", 50.6366, 3.0635],
      ["59100", "Roubaix", 50.6942, 3.1746],
      ["59200", "Tourcoing", 50.7239, 3.1612],
      ["59650", "Villeneuve-d'Ascq", 50.6233, 3.145],
      ["59130", "Lambersart", 50.65, 3.025],
      ["59700", "Marcq-en-Barœul", 50.6711, 3.0972],
      ["59110", "La Madeleine", 50.6558, 3.0711],
      ["59160", "Lomme", 50.6447, 2.9872],
      ["59120", "Loos", 50.6128, 3.0144],
      ["59370", "Mons-en-Barœul", 50.6369, 3.1097],
      ["59420", "Mouvaux", 50.7036, 3.1378],
      ["59290", "Wasquehal", 50.6703, 3.1308],
      ["59155", "Faches-Thumesnil", 50.5989, 3.0736],
      ["59280", "Armentières", 50.6881, 2.8811],
      ["59170", "Croix", 50.6781, 3.1492],
      ["59510", "Hem", 50.6553, 3.1881],
      ["59790", "Ronchin", 50.605, 3.09],
      ["59139", "Wattignies", 50.5861, 3.0436],
      ["59260", "Lille", 50.627, 3.11],
    ],
    streets: [
      "rue Nationale",
      "rue Solférino",
      "boulevard de la Liberté",
      "rue Esquermoise",
      "avenue de la République",
      "rue de Paris",
      "rue du Molinel",
      "boulevard Victor Hugo",
      "rue Pierre Mauroy",
      "rue de Lannoy",
      "rue du Grand Chemin",
      "avenue du Peuple Belge",
      "rue Jean Jaurès",
      "rue de Tournai",
      "rue Faidherbe",
      "rue de la Gare",
      "boulevard Gambetta",
      "rue Roger Salengro",
      "rue du Général Leclerc",
      "chemin des Prés",
    ],
    surnames: [
      "Lefebvre",
      "Dupont",
      "Delattre",
      "Vandamme",
      "Deschamps",
      "Lemaire",
      "Leclercq",
      "Desmet",
      "Vasseur",
      "Carpentier",
      "Delannoy",
      "Lecomte",
      "Declercq",
      "Caron",
      "Dufour",
      "Lefèvre",
      "Hennebelle",
      "Delcroix",
      "Vermeersch",
      "Wattel",
      "Bouchez",
      "Delmotte",
      "Lebrun",
      "Masquelier",
      "Duhamel",
      "Ducrocq",
      "Verbeke",
      "Deleplanque",
      "Vanhove",
      "Dewailly",
    ],
    regions: ["Flandres", "Nord", "Métropole Lilloise", "Weppes", "Pévèle", "Deûle", "Mélantois", "Ferrain"],
    eateries: ["L'Estaminet", "La Table de", "Chez"],
    phonePrefixes: ["320", "328", "359"],
    urssafCity: "Lille",
  },
];

const FIRST_NAMES = [
  "Sophie",
  "Nicolas",
  "Isabelle",
  "Julien",
  "Nathalie",
  "Sébastien",
  "Céline",
  "Thomas",
  "Aurélie",
  "Mathieu",
  "Claire",
  "Guillaume",
  "Émilie",
  "Maxime",
  "Camille",
  "Antoine",
  "Laura",
  "Romain",
  "Julie",
  "Pierre",
  "Marie",
  "Hugo",
  "Léa",
  "Karim",
  "Samira",
  "Mehdi",
  "Inès",
  "François",
  "Hélène",
  "Stéphane",
];
const JOB_TITLES = [
  "Gérant",
  "Directeur d'exploitation",
  "Responsable RH",
  "Chef d'atelier",
  "Responsable logistique",
  "Assistante de direction",
  "Conducteur de travaux",
  "Responsable production",
  "Directrice des ressources humaines",
  "Chef d'équipe",
];
const PLACES = ["de la Gare", "du Centre", "du Parc", "des Halles", "de la Poste", "du Commerce", "de l'Hôtel de Ville", "du Marché"];
const SAINTS = ["Saint-Joseph", "Sainte-Anne", "du Parc", "Saint-Vincent", "Sainte-Marie", "des Lilas"];
const FLOWERS = ["Les Tilleuls", "Les Glycines", "Les Magnolias", "Les Acacias", "Les Hortensias"];
const QUALIFICATIONS = [
  "Cariste CACES 1-3-5",
  "Préparateur de commandes",
  "Maçon N2",
  "Électricien bâtiment",
  "Boulanger",
  "Agent de propreté",
  "Chauffeur poids lourd SPL",
  "Soudeur TIG",
  "Serveur en salle",
  "Aide-soignant",
  "Plombier chauffagiste",
  "Menuisier poseur",
];
const CONTRACT_TYPES = ["temporary", "temporary", "temporary", "fixed_term", "permanent", "cdii", "seasonal", "apprenticeship"] as const;
const EXCHANGES = [
  "Le client confirme un besoin régulier sur ce poste, démarrage possible sous huit jours.",
  "Profil apprécié lors de la dernière mission ; le chef d'équipe souhaite le revoir.",
  "Besoin ponctuel lié à un pic d'activité, à rappeler en fin de mois.",
  "Exigences de sécurité rappelées : EPI fournis par l'agence, accueil sécurité le premier jour.",
];

/** A small deterministic generator (mulberry32): the same demo data on every run. */
function sequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join("");
  return { next, pick, digits };
}

function slug(text: string) {
  return normalizeSearchText(text).replaceAll(" ", "-");
}

function fill(template: string, area: Area, random: ReturnType<typeof sequence>) {
  return template
    .replace("{surname}", random.pick(area.surnames))
    .replace("{region}", random.pick(area.regions))
    .replace("{place}", random.pick(PLACES))
    .replace("{eatery}", random.pick(area.eateries))
    .replace("{saint}", random.pick(SAINTS))
    .replace("{flower}", random.pick(FLOWERS))
    .replace("{firstName}", random.pick(FIRST_NAMES));
}

function multiRowInserts(table: string, rows: Row[]): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const columns = Object.keys(chunk[0]!);
    const values = chunk.map((row) => `(${columns.map((column) => sqlLiteral(row[column] ?? null)).join(", ")})`);
    statements.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${values.join(",\n")};`);
  }
  return statements;
}

function weightedLegalForm(random: ReturnType<typeof sequence>) {
  const total = LEGAL_FORMS.reduce((sum, form) => sum + form.weight, 0);
  let roll = random.next() * total;
  for (const form of LEGAL_FORMS) {
    roll -= form.weight;
    if (roll < 0) return form;
  }
  return LEGAL_FORMS[0];
}

function companiesOf(area: Area, areaIndex: number, now: number) {
  const random = sequence(0xc0ffee + area.spaceId);
  const companies: Row[] = [];
  const contacts: Row[] = [];
  const checks: Row[] = [];
  const usedNames = new Set<string>();
  for (let index = 0; index < COMPANIES_PER_SPACE; index++) {
    const id = areaIndex * COMPANIES_PER_SPACE + index + 1;
    // Some activities have few possible names: on a clash, another activity is drawn.
    let activity = random.pick(ACTIVITIES);
    let base = fill(random.pick(activity.names), area, random);
    for (let attempt = 0; usedNames.has(base) && attempt < 50; attempt++) {
      activity = random.pick(ACTIVITIES);
      base = fill(random.pick(activity.names), area, random);
    }
    if (usedNames.has(base)) base = `${base} ${index}`;
    usedNames.add(base);
    const form = weightedLegalForm(random);
    const name = form.code === "1000" ? `${random.pick(FIRST_NAMES)} ${random.pick(area.surnames)}` : `${base} ${form.suffix}`;
    const [zipcode, city, latitude, longitude] = random.pick(area.communes);
    const siret = buildSiret(String(31_000_000 + areaIndex * 1_000_000 + index * 9_973), `000${1 + (index % 3)}`);
    const siren = siret.slice(0, 9);
    const band = random.pick(form.bands);
    const state = random.pick(STATES);
    const domain = `${slug(base).slice(0, 30)}.fr`;
    const phone = `+33${random.pick(area.phonePrefixes)}${random.digits(6)}`;
    // A small group per space: the first company heads it, the next two are its subsidiaries.
    const parent = index === 1 || index === 2 ? areaIndex * COMPANIES_PER_SPACE + 1 : null;
    companies.push({
      id,
      space_id: area.spaceId,
      name,
      trade_name: base,
      siren,
      siret,
      address: `${1 + Math.floor(random.next() * 180)} ${random.pick(area.streets)}`,
      zipcode,
      city,
      phone,
      website: random.next() < 0.6 ? `https://www.${domain}` : null,
      default_notification_email: random.next() < 0.5 ? `contact@${domain}` : null,
      urssaf_city: area.urssafCity,
      ape_code: activity.ape,
      ape_nomenclature: "naf_rev2",
      legal_form_code: form.code,
      staff_size_band: band,
      activity_section: activity.section,
      idcc: activity.idcc,
      etp_count: ETP_BY_BAND[band] ?? null,
      vat_code: frenchVatNumber(siren),
      manager_last_name: random.pick(area.surnames),
      manager_first_name: random.pick(FIRST_NAMES),
      revenue_range: REVENUE_BY_BAND[band] ?? null,
      is_foreign: false,
      parent_company_id: parent,
      group_company_id: parent,
      state,
      latitude: Math.round((latitude + (random.next() - 0.5) * 0.01) * 10_000) / 10_000,
      longitude: Math.round((longitude + (random.next() - 0.5) * 0.01) * 10_000) / 10_000,
      search_text: normalizeSearchText([name, base, city, zipcode, siret].join(" ")),
      archived_at: index % 25 === 24 ? now - (10 + index) * DAY : null,
      created_at: now - (COMPANIES_PER_SPACE - index) * 3 * DAY,
      updated_at: now - (COMPANIES_PER_SPACE - index) * DAY,
    });

    const people = new Set<string>();
    const contactCount = 1 + Math.floor(random.next() * 3);
    for (let n = 0; n < contactCount; n++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(area.surnames);
      if (people.has(`${first} ${last}`)) continue;
      people.add(`${first} ${last}`);
      const reach = random.next();
      contacts.push({
        space_id: area.spaceId,
        company_id: id,
        first_name: first,
        last_name: last,
        email: reach < 0.85 ? `${slug(first)}.${slug(last)}@${domain}` : null,
        // Metropolitan mobiles (06 1x: 0639 and 069x belong overseas), distinct within the company.
        phone: reach > 0.3 ? `+3361${String(index).padStart(2, "0")}${n}${random.digits(4)}` : null,
        job_title: random.pick(JOB_TITLES),
        created_at: now - (COMPANIES_PER_SPACE - index) * 3 * DAY,
        updated_at: now - (COMPANIES_PER_SPACE - index) * DAY,
      });
    }

    if (index % 8 === 0 && state !== "suspect") {
      const calledOn = now - (index + 2) * DAY;
      const withPeriod = random.next() < 0.6;
      checks.push({
        space_id: area.spaceId,
        company_id: id,
        worker_id: null,
        user_id: null,
        qualification: random.pick(QUALIFICATIONS),
        contract_type: random.pick(CONTRACT_TYPES),
        called_on: isoDay(calledOn),
        date_from: withPeriod ? isoDay(calledOn + 7 * DAY) : null,
        date_to: withPeriod ? isoDay(calledOn + 21 * DAY) : null,
        company_phone: phone,
        take_back: random.next() < 0.5,
        exchange: random.pick(EXCHANGES),
        prospect: state === "prospect",
        summary: random.next() < 0.5 ? "Retour positif, à relancer pour la prochaine mission." : null,
        created_at: calledOn,
        updated_at: calledOn,
      });
    }
  }
  return { companies, contacts, checks };
}

function isoDay(time: number) {
  return new Date(time).toISOString().slice(0, 10);
}

/** The statements that add the demo companies, contacts and competence checks (after the spaces). */
export function demoCompanyStatements(now: number): string[] {
  const areas = AREAS.map((area, areaIndex) => companiesOf(area, areaIndex, now));
  return [
    ...multiRowInserts(
      "companies",
      areas.flatMap((area) => area.companies),
    ),
    ...multiRowInserts(
      "contacts",
      areas.flatMap((area) => area.contacts),
    ),
    ...multiRowInserts(
      "competence_checks",
      areas.flatMap((area) => area.checks),
    ),
  ];
}
