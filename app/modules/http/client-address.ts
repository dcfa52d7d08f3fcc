import { isIPv4, isIPv6 } from "node:net";

/**
 * The address a per-address limit counts (sign-in throttling, the contact form, the visitor form):
 * IPv4 as is (also when IPv4-mapped), IPv6 by its /64, the block one subscriber usually holds
 * whole: counting single IPv6 addresses would not limit anybody, since a home line can pick a new
 * one from its /64 for every request (RFC 4941 temporary addresses do so by themselves).
 */
export function rateLimitAddress(ip: string): string {
  const bare = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  const [head = "", tail] = bare.split("::");
  const groups = (part: string) =>
    part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : [];
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const all = [...before, ...Array(8 - before.length - after.length).fill("0"), ...after];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
