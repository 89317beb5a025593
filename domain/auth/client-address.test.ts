import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address";

describe("clientAddressKey (decision 0043)", () => {
  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const keys = [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0db8:85a3:08d3:0000:0000:0000:0001",
      "2001:db8:85a3:8d3::1",
      "2001:DB8:85A3:8D3::ABCD",
      "[2001:db8:85a3:8d3::2]",
      "2001:db8:85a3:8d3::5%eth0",
    ].map(clientAddressKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:85a3:8d3::/64"]));
  });

  it("keeps another /64 apart, and an IPv4 address as it is", () => {
    expect(clientAddressKey("2001:db8:85a3:8d4::1")).toBe("2001:db8:85a3:8d4::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("reads anything else as given, and no address as one shared key", () => {
    expect(clientAddressKey(null)).toBe("unknown");
    expect(clientAddressKey("")).toBe("unknown");
    expect(clientAddressKey("not:an:address:zz::1")).toBe("not:an:address:zz::1");
    expect(clientAddressKey("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});
