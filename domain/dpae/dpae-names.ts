// How FR_DUE_Upload writes a person's name (DOMAIN.md DPAE): upper case, accents stripped, at most 32
// characters, and only what ISO-8859-1 and URSSAF's checks take: letters, spaces, hyphens, apostrophes.

export const DPAE_NAME_MAX = 32;

const LIGATURES: Readonly<Record<string, string>> = { Œ: "OE", Æ: "AE", ß: "SS", Ø: "O", Đ: "D", Ł: "L", Þ: "TH" };

/** "Zoë Núñez-Lefèvre" → "ZOE NUNEZ-LEFEVRE"; ligatures spelt out; anything else becomes a space. */
export function dpaeName(name: string): string {
  const upper = name
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toUpperCase()
    .replace(/[ŒÆßØĐŁÞ]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[’`´]/g, "'")
    .replace(/[^A-Z' -]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return upper.slice(0, DPAE_NAME_MAX).trim();
}
