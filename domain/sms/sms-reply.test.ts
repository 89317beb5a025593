import { describe, expect, it } from "vitest";
import { pickReplyCode, readSmsReply, whichAgencyForAnswerText, whichAgencyForMessageText } from "./sms-reply";

describe("readSmsReply (decision 0043)", () => {
  it.each([
    ["OUI 4821", "available", "4821"],
    ["oui4821", "available", "4821"],
    ["Oui, 4821 !", "available", "4821"],
    ["4821 oui", "available", "4821"],
    ["NON 5930", "unavailable", "5930"],
    ["pas dispo 5930", "unavailable", "5930"],
    ["STOP 4821", "stop", "4821"],
    ["4821", "other", "4821"],
    ["4821 je serai en retard demain", "other", "4821"],
    // Replies as people write them (decision 0049), with the code before or after.
    ["Oui je suis dispo 4821", "available", "4821"],
    ["4821 oui je suis dispo 👍", "available", "4821"],
    ["Non merci 5930", "unavailable", "5930"],
    ["5930 : non désolée", "unavailable", "5930"],
    ["4821 oui mais le matin", "other", "4821"],
  ])("%j reads as %s naming %s", (text, meaning, code) => {
    expect(readSmsReply(text)).toEqual({ meaning, code });
  });

  it.each([
    ["OUI", "available"],
    ["Non.", "unavailable"],
    ["STOP", "stop"],
    ["je finis à 1730", "other"],
    ["appelez-moi au 06 12 34 56 78", "other"],
    ["OUI 0421", "other"],
    ["oui 48210", "other"],
    ["oui je suis dispo", "available"],
    ["non merci", "unavailable"],
    ["oui à partir de 1400", "other"],
  ])("%j names no code (%s)", (text, meaning) => {
    expect(readSmsReply(text)).toEqual({ meaning, code: null });
  });
});

describe("pickReplyCode", () => {
  it("draws a four-digit code that no open question to the number uses", () => {
    const draws = [0, 0, 0.5];
    const code = pickReplyCode(new Set(["1000"]), () => draws.shift() ?? 0);
    expect(code).toBe("5500");
  });

  it("finds the last free code when every draw is taken", () => {
    const taken = new Set(Array.from({ length: 8999 }, (_, index) => String(1000 + index)));
    expect(pickReplyCode(taken, () => 0)).toBe("9999");
    taken.add("9999");
    expect(() => pickReplyCode(taken)).toThrow();
  });
});

describe("the question asking which agency", () => {
  it("names each agency with the code to answer it, in French", () => {
    expect(
      whichAgencyForAnswerText("OUI", [
        { name: "Intérim Lyon", code: "4821" },
        { name: "Intérim Lille", code: "5930" },
      ]),
    ).toBe(
      "Votre réponse « OUI » n'a été transmise à aucune agence : plusieurs attendent votre réponse. Répondez OUI 4821 pour Intérim Lyon, OUI 5930 pour Intérim Lille.",
    );
    expect(
      whichAgencyForMessageText([
        { name: "A", code: "1234" },
        { name: "B", code: "2345" },
      ]),
    ).toContain("en commençant par 1234 pour A, 2345 pour B");
  });

  it("stays one short SMS with many agencies: it names none", () => {
    const many = ["A", "B", "C", "D"].map((name, index) => ({ name, code: String(1000 + index) }));
    expect(whichAgencyForAnswerText("NON", many)).not.toContain(" pour A");
    expect(whichAgencyForMessageText(many)).toContain("Contactez directement");
  });
});
