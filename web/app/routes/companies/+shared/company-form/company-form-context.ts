import { createContext, useContext } from "react";
import type { CompanyDetail } from "#domain/companies/company-schemas";
import type { RefusableFormMeta } from "#web/app/lib/forms/use-refusable-form";

export interface CompanyFormState {
  /** The company being edited; null on creation. */
  company: CompanyDetail | null;
  /** The translated refusal of a field, if any. */
  error(field: string): string | undefined;
  /** Conform's form: a combobox tells it its value (useInputControl), a suggestion asks for a check again. */
  form: RefusableFormMeta;
  /** The company already holding this field's value (a SIRET), as the last refusal named it. */
  holderOf(field: string): { id: number; name: string } | undefined;
}

// Each section of the form is its own component; they read the company and the refusals from here
// rather than through a chain of props.
export const CompanyFormContext = createContext<CompanyFormState | null>(null);

export function useCompanyForm(): CompanyFormState {
  const state = useContext(CompanyFormContext);
  if (!state) throw new Error("useCompanyForm outside the company form");
  return state;
}

/** The label of a required field. */
export function requiredLabel(label: string): string {
  return `${label} *`;
}
