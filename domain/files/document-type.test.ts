import { describe, expect, it } from "vitest";
import { HOSTILE, SAMPLES } from "#tests/fixtures/document-bytes";
import { documentTypeOf } from "./document-type";

describe("a document is recognised by its bytes, not its name (spec 000 §5 Uploads)", () => {
  it("recognises each accepted format: jpg/jpeg, png, pdf, doc, docx, odt, rtf", () => {
    expect(documentTypeOf(SAMPLES.jpeg())).toBe("image/jpeg");
    expect(documentTypeOf(SAMPLES.png())).toBe("image/png");
    expect(documentTypeOf(SAMPLES.pdf())).toBe("application/pdf");
    expect(documentTypeOf(SAMPLES.doc())).toBe("application/msword");
    expect(documentTypeOf(SAMPLES.docx())).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(documentTypeOf(SAMPLES.odt())).toBe("application/vnd.oasis.opendocument.text");
    expect(documentTypeOf(SAMPLES.rtf())).toBe("application/rtf");
  });

  it("tells the two ZIP formats apart by their first entry, and refuses other ZIPs", () => {
    expect(documentTypeOf(HOSTILE.jar())).toBeNull();
    expect(documentTypeOf(HOSTILE.ods())).toBeNull();
  });

  it("refuses executables, markup, images outside the list, empty and truncated files", () => {
    for (const hostile of Object.values(HOSTILE)) expect(documentTypeOf(hostile())).toBeNull();
    // GIF and WebP are profile-picture formats, not document formats (spec 000 §5).
    expect(documentTypeOf(new TextEncoder().encode("GIF89a\u0001\u0000"))).toBeNull();
  });

  it("reads no further than the bytes it is given (a header cut anywhere never throws)", () => {
    const docx = SAMPLES.docx();
    for (let length = 0; length <= docx.length; length++) expect(() => documentTypeOf(docx.subarray(0, length))).not.toThrow();
  });
});
