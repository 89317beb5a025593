// Per-address limits (sign-in, public registration, voucher links) count one client as one key. An IPv4
// address is one client; an IPv6 client holds a whole /64 (SLAAC, privacy addresses: a new one per
// request costs nothing), so it is counted by its /64 (decision 0043).

/** The eight groups of an IPv6 address, `::` expanded, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const bare = address
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  if (!bare.includes(":") || !/^[0-9a-f:.]+$/.test(bare)) return null;
  // An embedded IPv4 tail (::ffff:192.0.2.1) counts as two groups.
  const withoutV4 = bare.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => {
    const [x, y, z, w] = [a, b, c, d].map(Number) as [number, number, number, number];
    return `${((x << 8) | y).toString(16)}:${((z << 8) | w).toString(16)}`;
  });
  const halves = withoutV4.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}

/**
 * The key a per-address limit counts a client under: an IPv6 address by its /64 ("2001:db8:1:2::/64"),
 * an IPv4-mapped IPv6 address as its IPv4, anything else as given (or "unknown" without an address).
 */
export function clientAddressKey(address: string | null | undefined): string {
  if (!address) return "unknown";
  const groups = ipv6Groups(address);
  if (!groups) return address.slice(0, 64);
  if (groups.slice(0, 5).every((group) => group === "0") && groups[5] === "ffff") {
    const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}
