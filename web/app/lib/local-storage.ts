import { z } from "zod";
import { ANONYMIZED_FIELDS, DEFAULT_ANONYMIZATION_LIST } from "#domain/documents/anonymized-cv-schemas";
import { NOTIFICATION_TYPES } from "#domain/enums/notification";
import { THEMES } from "#domain/enums/preferences";
import { UserSummarySchema } from "#domain/users/user-schemas";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/languages";

// Everything the web app keeps in the browser's localStorage (spec 001 §3), typed, with defaults.
// Reads are parsed with zod: a value another version wrote, or someone edited, falls back to its
// default instead of breaking a screen. Every function is safe on the server (it answers defaults).
//
// The session token is NOT stored here, although spec 001 §3 lists it: the API keeps it in an
// httpOnly cookie, out of reach of page scripts, so an XSS cannot steal it. Only a summary of the
// user (name, e-mail, preferences) is kept, to show the shell and to know a 401 means "signed out".

const KEY_PREFIX = "interim:";

export const VIEW_MODES = ["card", "list"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** How one screen shows its list: cards or rows, page size, sort (each unset until the user picks it). */
const ViewSettingSchema = z.object({
  mode: z.enum(VIEW_MODES).optional(),
  perPage: z.number().int().min(1).max(100).optional(),
  sort: z.string().max(40).optional(),
});

const NullableText = z.string().nullable();

const STORED_VALUES = {
  locale: { schema: z.enum(LOCALES), fallback: DEFAULT_LOCALE },
  theme: { schema: z.enum(THEMES), fallback: "light" },
  user: { schema: UserSummarySchema.nullable(), fallback: null },
  selectedSpaceId: { schema: z.number().int().nullable(), fallback: null },
  selectedSpaceName: { schema: NullableText, fallback: null },
  selectedSpaceAddress: { schema: NullableText, fallback: null },
  selectedSpaceCity: { schema: NullableText, fallback: null },
  selectedSpaceZipCode: { schema: NullableText, fallback: null },
  selectedSpaceAddressPosition: {
    schema: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    fallback: null,
  },
  /** Per screen: card or list view (the worker list offers both), page size and sort. */
  viewSettings: { schema: z.record(z.string(), ViewSettingSchema), fallback: {} },
  /** Whether the header shows notifications at all (default shown). */
  notificationsShown: { schema: z.boolean(), fallback: true },
  hiddenNotificationTypes: {
    schema: z.array(z.union(NOTIFICATION_TYPES.map((type) => z.literal(type)))),
    fallback: [],
  },
  /** The fields a CV or a mission proposal hides (spec 001 §3; its default list is all five). */
  proposalAnonymization: { schema: z.array(z.enum(ANONYMIZED_FIELDS)), fallback: [...DEFAULT_ANONYMIZATION_LIST] },
  /** Selected worker ids, per selection key (a list, an order, a bulk action). */
  workerSelections: { schema: z.record(z.string(), z.array(z.number().int())), fallback: {} },
} satisfies Record<string, { schema: z.ZodType; fallback: unknown }>;

type StoredValues = typeof STORED_VALUES;
export type StoredKey = keyof StoredValues;
export type StoredValue<K extends StoredKey> = z.infer<StoredValues[K]["schema"]>;

const CHANGE_EVENT = "interim:storage";

// useSyncExternalStore needs the same object back while nothing changed: cache the parse per raw text.
const parsedCache = new Map<StoredKey, { raw: string | null; value: unknown }>();

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // disabled storage (privacy settings) behaves like the server
  }
}

export function readStored<K extends StoredKey>(key: K): StoredValue<K> {
  const definition = STORED_VALUES[key];
  const raw = storage()?.getItem(KEY_PREFIX + key) ?? null;
  const cached = parsedCache.get(key);
  if (cached && cached.raw === raw) return cached.value as StoredValue<K>;
  let value: unknown = definition.fallback;
  if (raw !== null) {
    try {
      const parsed = definition.schema.safeParse(JSON.parse(raw));
      if (parsed.success) value = parsed.data;
    } catch {
      // not JSON: keep the default
    }
  }
  parsedCache.set(key, { raw, value });
  return value as StoredValue<K>;
}

export function writeStored<K extends StoredKey>(key: K, value: StoredValue<K>) {
  const store = storage();
  if (!store) return;
  const checked = STORED_VALUES[key].schema.parse(value);
  try {
    store.setItem(KEY_PREFIX + key, JSON.stringify(checked));
  } catch {
    return; // quota exceeded: the preference simply is not remembered
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

export function removeStored(key: StoredKey) {
  const store = storage();
  if (!store) return;
  store.removeItem(KEY_PREFIX + key);
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Calls back on any change, from this tab (writeStored) or another one (the `storage` event). */
export function subscribeStored(callback: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener("storage", callback);
  };
}

export function defaultStored<K extends StoredKey>(key: K): StoredValue<K> {
  return STORED_VALUES[key].fallback as StoredValue<K>;
}
