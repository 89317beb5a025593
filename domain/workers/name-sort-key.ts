// A worker's name sort key: the name lower-cased and its accented letters replaced by their base
// letters, so the list sorts "Élodie" with "Elodie", not after "Zoé" as SQLite's NOCASE (ASCII only)
// would. The database stores it (first_name_sort, last_name_sort: migration 0020's triggers compute it
// with the same letters, in SQL); this module is the one list of letters, and the same key in
// TypeScript for the bounds of a last-name prefix (db/search/name-search.ts).

/** Accented letters a French name may hold, each with its base letters, lower and upper case. */
export const FOLDED_LETTERS: readonly [accented: string, base: string][] = [
  ..."àáâãäå".split("").map((c): [string, string] => [c, "a"]),
  ["ç", "c"],
  ..."èéêë".split("").map((c): [string, string] => [c, "e"]),
  ..."ìíîï".split("").map((c): [string, string] => [c, "i"]),
  ["ñ", "n"],
  ..."òóôõö".split("").map((c): [string, string] => [c, "o"]),
  ..."ùúûü".split("").map((c): [string, string] => [c, "u"]),
  ["ý", "y"],
  ["ÿ", "y"],
  ["æ", "ae"],
  ["œ", "oe"],
].flatMap(([accented, base]): [string, string][] => [
  [accented!, base!],
  [accented!.toUpperCase(), base!],
]);

const BASE_OF = new Map(FOLDED_LETTERS);

/**
 * The sort key of a name, exactly as SQL computes it: `lower()` (ASCII letters only, as SQLite's
 * without ICU), then each folded letter replaced; any other character is kept as it is.
 */
export function nameSortKey(name: string): string {
  let key = "";
  for (const character of name) {
    const base = BASE_OF.get(character);
    if (base !== undefined) key += base;
    else key += character >= "A" && character <= "Z" ? character.toLowerCase() : character;
  }
  return key;
}
