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
