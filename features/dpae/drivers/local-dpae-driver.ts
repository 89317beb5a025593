import { DPAE_REQUIRED_ELEMENTS, xmlElementText } from "#domain/dpae/build-dpae-xml";
import { nirKey, nirMatchesIdentity } from "#domain/french/nir";
import { DpaeRefusedError, type DpaeDriver } from "./dpae-driver";
import { readDpaeReturn, stateOfReturns } from "./read-dpae-return";

// URSSAF in development (DPAE_DRIVER=local, decision 0030): nothing leaves. The deposit checks the XML as
// URSSAF's front would (every required element, the NIR's key: a refusal of the deposit itself), and the
// returns answer as URSSAF's do: a receipt first, then a certificate, or a rejection with URSSAF's kind
// of message when the NIR does not match the birth date and sex (what the app's own checks do not refuse).
// The outcome travels in the flow id, so the driver keeps no state.

/** A return's first look answers a receipt only; later looks the final return. */
const RECEIPT_ONLY_MS = 90_000;

const REJECTIONS: Readonly<Record<string, string>> = {
  NIR: "Le NIR ne correspond pas à la date de naissance ou au sexe du salarié",
};

function returnXml(body: string) {
  return `<?xml version="1.0" encoding="ISO-8859-1"?><retour profil="DPAE">${body}</retour>`;
}

/** `now`: the instant of the job or cron run that uses the driver; a flow's age is measured from it. */
export function createLocalDpaeDriver(options: { now: Date }): DpaeDriver {
  const { now } = options;
  return {
    async deposit(xml) {
      const missing = DPAE_REQUIRED_ELEMENTS.filter((name) => !xmlElementText(xml, name));
      if (missing.length > 0) throw new DpaeRefusedError(`Fichier non conforme : ${missing.join(", ")} absent`);
      const nir = xmlElementText(xml, "rxpers:FR_NNI.NIR.Identifier")!;
      if (String(nirKey(nir)).padStart(2, "0") !== xmlElementText(xml, "rxpers:FR_NNI.NIRKey.Text")) {
        throw new DpaeRefusedError("Fichier non conforme : clé du NIR erronée");
      }
      const full = nir + xmlElementText(xml, "rxpers:FR_NNI.NIRKey.Text");
      const sex = xmlElementText(xml, "rxpers:FR_PersonIdentity.Sex.Code") === "1" ? "mister" : "misses";
      const matches = nirMatchesIdentity(full, { sex, birthDate: xmlElementText(xml, "rxpers:FR_Birth.Date") ?? "" });
      const outcome = matches ? "A" : "RNIR";
      return { flowId: `LOCAL-${outcome}-${now.getTime().toString(36)}-${crypto.randomUUID().slice(0, 8)}` };
    },

    async returns(flowId) {
      const [, outcome = "", at = "0"] = flowId.split("-");
      const age = now.getTime() - parseInt(at, 36);
      const receipt = returnXml(`<idflux>${flowId}</idflux><etat>recu</etat>`);
      const final =
        outcome === "A"
          ? returnXml(`<etat_conformite>OK</etat_conformite><certificat_conformite>DPAE${at.toUpperCase()}LOCAL</certificat_conformite>`)
          : returnXml(`<etat_conformite>KO</etat_conformite><message>${REJECTIONS[outcome.slice(1)] ?? "Déclaration rejetée"}</message>`);
      const returns = (age < RECEIPT_ONLY_MS ? [receipt] : [receipt, final]).map(readDpaeReturn);
      return { ...stateOfReturns(returns), returns };
    },
  };
}
