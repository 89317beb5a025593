import { describe, expect, it } from "vitest";
import { IdParamSchema } from "./id-param";

describe("a numeric id parameter", () => {
  it("reads plain positive integers", () => {
    expect(IdParamSchema.parse("1")).toBe(1);
    expect(IdParamSchema.parse("2147483647")).toBe(2_147_483_647);
  });

  it.each(["0", "01", "0x10", "1e3", " 1", "+1", "1.0", "-1", "", "2147483648", "99999999999", "１"])("refuses %j", (value) => {
    expect(IdParamSchema.safeParse(value).success).toBe(false);
  });
});
