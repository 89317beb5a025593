import { describe, expect, it } from "vitest";
import { readAvailabilityReply } from "./availability-reply";

describe("readAvailabilityReply (decision 0021)", () => {
  it.each(["OUI", "oui", "Oui.", "oui !", " Oui ", "o", "O", "yes", "ok", "OK", "dispo", "Dispo !", "ouí"])(
    "%j means available",
    (text) => {
      expect(readAvailabilityReply(text)).toBe("available");
    },
  );
  it.each(["NON", "non", "Non.", "non !", "n", "no", "pas dispo", "Pas dispo.", "PAS DISPO"])("%j means unavailable", (text) => {
    expect(readAvailabilityReply(text)).toBe("unavailable");
  });
  it.each(["STOP", "stop", "Stop.", "STOP SMS", "arrêt"])("%j opts out", (text) => {
    expect(readAvailabilityReply(text)).toBe("stop");
  });
  it.each(["oui mais seulement le matin", "peut-être", "", "on", "nonante", "je vous rappelle"])("%j is a message for a person", (text) => {
    expect(readAvailabilityReply(text)).toBe("other");
  });
});

describe("replies as people write them (decision 0049)", () => {
  it.each([
    "oui je suis dispo",
    "Oui je suis disponible !",
    "OUI merci",
    "ok merci",
    "Ok 👍",
    "👍 oui",
    "Ouiii",
    "okkk",
    "d'accord",
    "D'accord, merci beaucoup",
    "oui, pas de souci",
    "Bonjour, oui ça me va",
    "oui avec plaisir 😊",
    "je suis partante",
    "Dispo ✅",
    "OUI c'est bon pour moi",
    "Oui très bien merci",
  ])("%j means available", (text) => {
    expect(readAvailabilityReply(text)).toBe("available");
  });

  it.each([
    "non merci",
    "Non, merci !",
    "NON désolé",
    "pas dispo",
    "Je ne suis pas dispo",
    "je suis pas disponible désolée",
    "non je suis plus dispo",
    "Nonnn",
    "nan merci",
    "indisponible cette fois-ci",
    "❌ non",
    "impossible désolé",
  ])("%j means unavailable", (text) => {
    expect(readAvailabilityReply(text)).toBe("unavailable");
  });

  it.each([
    "oui mais seulement le matin",
    "oui à partir de 14h",
    "oui non",
    "ok mais pas dispo lundi",
    "c'est où ?",
    "merci",
    "👍",
    "oui pas",
    "pas oui",
    "je vous rappelle demain",
    "non mais je peux la semaine prochaine",
  ])("%j stays a message for a person (ambiguous)", (text) => {
    expect(readAvailabilityReply(text)).toBe("other");
  });
});
