import { describe, expect, it } from "vitest";
import { contactSearchOf } from "./contact-search";

describe("a search box holding a phone number or an e-mail", () => {
  it("reads a French number in any usual writing as its E.164 form", () => {
    for (const typed of [
      "06 12 34 56 78",
      "0612345678",
      "06.12.34.56.78",
      "06-12-34-56-78",
      "+33 6 12 34 56 78",
      "+33612345678",
      "0033 6 12 34 56 78",
      " +33 (0)6 12 34 56 78 ",
    ]) {
      expect(contactSearchOf(typed), typed).toEqual({ phone: "+33612345678" });
    }
    expect(contactSearchOf("04 78 12 34 56")).toEqual({ phone: "+33478123456" });
  });

  it("reads an e-mail lower-cased", () => {
    expect(contactSearchOf(" Jean.Dupont@Exemple.FR ")).toEqual({ email: "jean.dupont@exemple.fr" });
  });

  it("leaves names, partial numbers and lists to the name search", () => {
    for (const typed of ["dupont", "jean dupont", "06 12 34", "dupont, 0612345678", "", "a@b"])
      expect(contactSearchOf(typed), typed).toBeNull();
  });
});
