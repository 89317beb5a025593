import type { ContractAudience } from "../enums/contract";
import { confirmationDate, type ConfirmationLine } from "../orders/mission-confirmation";
import type { AmendedTerm, AmendmentChange, ContractAmendment } from "./contract-amendments";
import type { ContractFacts } from "./contract-mentions";

// An amendment's two copies (avenant au contrat de mise à disposition, au contrat de mission), in French:
// the contract it amends, the parties, and each term that changed from and to; the contract's other
// clauses stand (decision 0055).

const TERM_LABELS: Record<AmendedTerm, string> = {
  starts_at: "Début de la mission",
  ends_at: "Terme de la mission",
  schedules: "Horaires",
  weekly_duration: "Durée hebdomadaire (heures)",
  hourly_rate: "Salaire horaire brut",
};

const TITLES: Record<ContractAudience, string> = {
  client: "Avenant au contrat de mise à disposition",
  worker: "Avenant au contrat de mission",
};

function termValue(change: AmendmentChange, value: string | number | null): string {
  if (value === null || value === "") return "—";
  if (change.field === "starts_at" || change.field === "ends_at") return confirmationDate(new Date(value), "fr");
  if (change.field === "hourly_rate") {
    return new Intl.NumberFormat("fr", { style: "currency", currency: "EUR" }).format(Number(value)).replace(/[\u00a0\u202f]/g, " ");
  }
  return String(value);
}

export function amendmentLines(
  document: { contractNumber: string; amendment: ContractAmendment; facts: ContractFacts },
  audience: ContractAudience,
): ConfirmationLine[] {
  const { amendment, facts } = document;
  const lines: ConfirmationLine[] = [{ kind: "title", text: TITLES[audience] }];
  const field = (label: string, value: string | null | undefined) => {
    if (value?.trim()) lines.push({ kind: "field", label, value: value.trim() });
  };
  field("Avenant n°", amendment.number);
  field("Au contrat n°", document.contractNumber);
  field("Établi le", confirmationDate(new Date(amendment.created_at), "fr", false));
  field("Entreprise de travail temporaire", facts.agency.name);
  field("Entreprise utilisatrice", facts.client.name);
  field("Salarié temporaire", [facts.worker.firstName, facts.worker.lastName].filter(Boolean).join(" "));
  lines.push({
    kind: "heading",
    text: amendment.kind === "renewal" ? "Renouvellement de la mission (L1251-35)" : "Modification des conditions",
  });
  for (const change of amendment.changes) {
    field(TERM_LABELS[change.field], `avant : ${termValue(change, change.from)} — après : ${termValue(change, change.to)}`);
  }
  lines.push({ kind: "text", text: "Les autres clauses du contrat restent inchangées." });
  lines.push({ kind: "heading", text: "Signatures" });
  lines.push({ kind: "text", text: "Pour l'entreprise de travail temporaire" });
  lines.push({ kind: "text", text: audience === "client" ? "Pour l'entreprise utilisatrice" : "Le salarié" });
  return lines;
}

/** "Avenant au contrat de mission 2026-000042-A1.pdf" */
export function amendmentFileName(number: string, audience: ContractAudience) {
  return `${TITLES[audience]} ${number}.pdf`;
}
