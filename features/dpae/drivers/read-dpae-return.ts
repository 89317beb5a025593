import type { DpaeReturnRecord } from "#db/dpae/record-dpae-returns";

// One return document of a DPAE flow, as public clients read it (DOMAIN.md: to confirm against URSSAF's
// guide): `<etat_conformite>OK</etat_conformite>` with `<certificat_conformite>` when accepted, `KO`
// with `<message>` when rejected; anything else is a receipt.

function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, "g"))].map((match) => match[1]!.trim()).filter(Boolean);
}

export function readDpaeReturn(raw: string): DpaeReturnRecord & { kind: "certificate" | "rejection" | "acknowledgement" } {
  const state = elements(raw, "etat_conformite")[0];
  if (state === "KO") {
    return { kind: "rejection", message: elements(raw, "message").join(" · ") || "Rejected by URSSAF", raw_payload: raw };
  }
  if (state === "OK") return { kind: "certificate", message: elements(raw, "certificat_conformite")[0] ?? null, raw_payload: raw };
  return { kind: "acknowledgement", message: null, raw_payload: raw };
}

/** The flow's state from all its returns: a rejection or a certificate decides; a receipt acknowledges. */
export function stateOfReturns(returns: ReturnType<typeof readDpaeReturn>[]) {
  const rejection = returns.find((item) => item.kind === "rejection");
  if (rejection) return { state: "rejected" as const, message: rejection.message };
  const certificate = returns.find((item) => item.kind === "certificate");
  if (certificate) return { state: "accepted" as const, message: certificate.message };
  return { state: returns.length > 0 ? ("acknowledged" as const) : ("waiting" as const), message: null };
}
