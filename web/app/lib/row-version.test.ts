import { describe, expect, it } from "vitest";
import { ifMatchOf, VERSION_FIELD } from "./row-version";

describe("ifMatchOf", () => {
  it("quotes the version a form posted, as an ETag", () => {
    const form = new FormData();
    form.set(VERSION_FIELD, "2026-11-24T09:40:00.123Z");
    expect(ifMatchOf(form)).toBe('"2026-11-24T09:40:00.123Z"');
  });

  it("sends none when the form posted none, or something that cannot be a version", () => {
    expect(ifMatchOf(new FormData())).toBeUndefined();
    const crafted = new FormData();
    crafted.set(VERSION_FIELD, 'x"\r\nX-Other: 1');
    expect(ifMatchOf(crafted)).toBeUndefined();
  });
});
