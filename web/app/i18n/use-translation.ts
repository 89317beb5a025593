import type { i18n as I18n, TFunction } from "i18next";
import { useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { I18nContext } from "react-i18next";

// The app's translation hook, in place of react-i18next's (a fifth of a server-rendered
// page went into it). Theirs copies the i18next instance's property descriptors into a new wrapper
// object for every component that calls it, on every server render, and every `t` then walks
// i18next's resolution (namespaces, fallbacks, nesting, interpolation) for texts that are, nine
// times in ten, a plain string of the dictionary. Here:
// - the instance comes from react-i18next's context as before, and the component re-renders when
//   the language changes (the language switch changes it in the browser without a reload);
// - `t` of a key whose text is plain (no `{{…}}`, no `$t(…)`), called without options, is one
//   lookup in a flat table of the dictionary built once per language; so is a text whose only
//   placeholders are `{{name}}`, called with exactly those names as options, each a string or a
//   number (its pieces are joined, as i18next interpolates without escaping); anything else (other
//   options, plurals, a key the language lacks and the fallback gives, a key that is not a text)
//   goes to i18next's own `t`, so the answer is the same in every case (tests: use-translation.test.ts);
// - one `t` per instance and language, shared by every component.

type Translate = TFunction<"translation">;

/** A text whose placeholders are all `{{name}}`: literal pieces and names alternate (even, odd indexes). */
interface Template {
  pieces: string[];
  names: ReadonlySet<string>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/;
// Names i18next reads as options of `t` rather than as values (plurals, context, language, defaults…):
// a text using one of them as a placeholder is left to i18next.
const I18NEXT_OPTIONS = new Set([
  "count",
  "context",
  "ordinal",
  "defaultValue",
  "lng",
  "lngs",
  "fallbackLng",
  "ns",
  "keyPrefix",
  "keySeparator",
  "nsSeparator",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "skipInterpolation",
  "replace",
]);

/** The text as a template, when its placeholders are all `{{name}}` and none is a name i18next reads. */
function templateOf(text: string): Template | undefined {
  const pieces = text.split(new RegExp(PLACEHOLDER, "g"));
  const names = new Set(pieces.filter((_, index) => index % 2 === 1));
  // Another form of placeholder left in a literal piece ({{- name}}, {{value, number}}), or a name i18next reads.
  if (pieces.some((piece, index) => index % 2 === 0 && piece.includes("{{"))) return undefined;
  if ([...names].some((placeholder) => I18NEXT_OPTIONS.has(placeholder))) return undefined;
  return { pieces, names };
}

/** A dictionary's texts by dotted key ("orders.form.contact"): the plain ones, and those with placeholders. */
interface Tables {
  plain: Map<string, string>;
  templates: Map<string, Template>;
}

function tablesOf(dictionary: object): Tables {
  const tables: Tables = { plain: new Map(), templates: new Map() };
  const walk = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === "string") {
        if (value.includes("$t(")) continue;
        if (!value.includes("{{")) tables.plain.set(key, value);
        else {
          const template = templateOf(value);
          if (template) tables.templates.set(key, template);
        }
      } else if (value && typeof value === "object") walk(value as object, key);
    }
  };
  walk(dictionary, "");
  return tables;
}

/** The template filled with these options, when they are exactly its names, each a plain string or a number. */
function filled({ pieces, names }: Template, options: Record<string, unknown>): string | undefined {
  const given = Object.keys(options);
  if (given.length !== names.size || !given.every((name) => names.has(name))) return undefined;
  let text = "";
  for (let index = 0; index < pieces.length; index++) {
    if (index % 2 === 0) {
      text += pieces[index];
      continue;
    }
    const value = options[pieces[index]!];
    // A value that looks like i18next syntax is left to i18next, whatever it would make of it.
    if (typeof value === "string" && !value.includes("{{") && !value.includes("$t(")) text += value;
    else if (typeof value === "number") text += String(value);
    else return undefined;
  }
  return text;
}

// By dictionary object: the server's instances (one per request) share the bundled dictionaries, so
// each language's tables are built once per isolate; the browser's are built once its dictionary loads.
const tablesByDictionary = new WeakMap<object, Tables>();

/** The tables of the dictionary this instance holds for the language, built on first use. */
function tablesIn(i18n: I18n, language: string): Tables {
  const dictionary: unknown = i18n.getResourceBundle(language, "translation");
  if (!dictionary || typeof dictionary !== "object") return { plain: new Map(), templates: new Map() };
  let tables = tablesByDictionary.get(dictionary);
  if (!tables) {
    tables = tablesOf(dictionary);
    tablesByDictionary.set(dictionary, tables);
  }
  return tables;
}

const translators = new WeakMap<I18n, Map<string, Translate>>();

/** The `t` of this instance in this language: the plain texts straight from the table, the rest by i18next. */
export function translatorOf(i18n: I18n, language: string): Translate {
  let byLanguage = translators.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    translators.set(i18n, byLanguage);
  }
  let translate = byLanguage.get(language);
  if (!translate) {
    const fixed = i18n.getFixedT(language);
    const { plain: texts, templates: withPlaceholders } = tablesIn(i18n, language);
    const lookup = (key: unknown, ...rest: unknown[]) => {
      if (typeof key === "string") {
        if (rest.length === 0) {
          const text = texts.get(key);
          if (text !== undefined) return text;
        } else if (rest.length === 1 && rest[0] !== null && typeof rest[0] === "object") {
          const template = withPlaceholders.get(key);
          const text = template && filled(template, rest[0] as Record<string, unknown>);
          if (text !== undefined) return text;
        }
      }
      return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    };
    translate = lookup as unknown as Translate;
    byLanguage.set(language, translate);
  }
  return translate;
}

/** `{ t, i18n }`, as react-i18next's useTranslation() without arguments answers. */
export function useTranslation(): { t: Translate; i18n: I18n } {
  const { i18n } = useContext(I18nContext);
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on("languageChanged", changed);
      return () => i18n.off("languageChanged", changed);
    },
    [i18n],
  );
  const currentLanguage = () => i18n.language;
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: translatorOf(i18n, language), i18n }), [i18n, language]);
}
