// One normalisation for every reference-data search (commune names, NAF and legal-form labels), used
// when the rows are loaded and when a query arrives, so "Saint-Étienne", "saint etienne" and
// "SAINT-ETIENNE" all meet on "saint etienne".

/**
 * The text without its accents and other combining marks ("Étienne" → "Etienne", "Müller" → "Muller"),
 * case and everything else kept: the one accent folding, which every comparison that ignores accents
 * builds on.
 */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "");
}

/** Lower-case, accents and ligatures folded, every run of other characters turned into one space. */
export function normalizeSearchText(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replaceAll("œ", "oe")
    .replaceAll("æ", "ae")
    .replaceAll("ß", "ss")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The smallest string greater than every string that starts with `prefix`, for an index range
 * `column >= prefix AND column < bound` (a LIKE with a wildcard would not use the index). The
 * prefix comes from normalizeSearchText, so its last character is never the highest code unit.
 */
export function prefixUpperBound(prefix: string): string {
  if (prefix.length === 0) throw new Error("an empty prefix has no upper bound");
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/**
 * What a word search over coded labels looks in (naf_codes.search_text, legal_forms.search_text): the
 * code as displayed and without its dot ("78.20Z", "7820Z"), then every label, normalised.
 */
export function codedLabelSearchText(code: string, ...labels: (string | null)[]): string {
  return normalizeSearchText([code, code.replaceAll(".", ""), ...labels.filter((label) => label !== null)].join(" "));
}
