import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent";

describe("describeUserAgent", () => {
  it("recognises Chrome on Linux (not Safari, which Chrome also names)", () => {
    expect(
      describeUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"),
    ).toEqual({ browser: "Chrome", os: "Linux", kind: "computer" });
  });

  it("recognises Edge on Windows (not Chrome)", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toEqual({ browser: "Edge", os: "Windows", kind: "computer" });
  });

  it("recognises Safari on an iPhone, and Firefox on an Android tablet", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari", os: "iOS", kind: "phone" });
    expect(describeUserAgent("Mozilla/5.0 (Android 14; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0")).toEqual({
      browser: "Firefox",
      os: "Android",
      kind: "tablet",
    });
  });

  it("recognises headless Chrome (the browser tests)", () => {
    expect(
      describeUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36")
        .browser,
    ).toBe("Chrome");
  });

  it("says nothing it does not know", () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, kind: "computer" });
    expect(describeUserAgent("curl/8.5.0")).toEqual({ browser: null, os: null, kind: "computer" });
  });
});
