import { z } from "zod";

// The bounds of free text fields (spec 000 §5, §9) and what a person typing a number gives.

export const TEXT_MAX = 255;
export const INTRODUCTION_TEXT_MAX = 65_535;

/** "123", "12,5", " 1 000 ", "-3", "1e3", "0x1F": what a person typing a number into a text field gives. */
export function looksLikeNumber(text: string): boolean {
  const compact = text.replace(/\s/g, "").replace(",", ".");
  return compact !== "" && Number.isFinite(Number(compact));
}

/** Birth city and country, postal address and complement, city, country, nationality: 2–255 characters. */
export const AddressTextSchema = z.string().trim().min(2).max(TEXT_MAX);

/** Free presentation text: at most 65,535 characters (a MySQL TEXT in the original). */
export const IntroductionTextSchema = z.string().max(INTRODUCTION_TEXT_MAX);
