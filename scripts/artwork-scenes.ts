// SVG scenes for scripts/generate-artwork.ts: on-brand illustrations composed from code, so the
// site has a picture in every slot until staff upload photographs. Deterministic per slot id.
import type { ArtworkSlot } from "../app/modules/site-content/artwork";

type Rand = () => number;

/** mulberry32 seeded from the slot id: the same slot always draws the same picture. */
export function seeded(id: string): Rand {
  let h = 2166136261;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const n = (v: number) => Math.round(v * 10) / 10;

const skies = [
  ["#1d1a33", "#6b3a4a", "#e39a55"], // dusk
  ["#0e1a2b", "#1f3550", "#3d5d6f"], // night
  ["#7fb3c9", "#c9e0d8", "#f2e6c4"], // day
  ["#2b1f3a", "#8a4a3c", "#f0b46a"], // sunset
];

function trees(r: Rand, w: number, h: number, count: number, dark: boolean): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = (i + 0.3 + r() * 0.4) * (w / count);
    const trunkH = h * (0.35 + r() * 0.2);
    const base = h * 0.78;
    out += `<path d="M${n(x - 14)} ${n(base)} Q${n(x - 4)} ${n(base - trunkH / 2)} ${n(x - 8)} ${n(base - trunkH)} L${n(x + 8)} ${n(base - trunkH)} Q${n(x + 6)} ${n(base - trunkH / 2)} ${n(x + 16)} ${n(base)}Z" fill="${dark ? "#0b1a12" : "#4a3826"}"/>`;
    const cy = base - trunkH;
    for (let k = 0; k < 7; k++) {
      const cx = x + (r() - 0.5) * w * 0.22;
      const ry = h * (0.09 + r() * 0.08);
      const fill = pick(r, dark ? ["#10291b", "#163523", "#0d2217"] : ["#24543a", "#2f6a47", "#1b3f2c"]);
      out += `<ellipse cx="${n(cx)}" cy="${n(cy + (r() - 0.6) * h * 0.12)}" rx="${n(ry * 1.5)}" ry="${n(ry)}" fill="${fill}" opacity="0.95"/>`;
    }
  }
  return out;
}

function lanterns(r: Rand, w: number, h: number, glow: boolean): string {
  let out = "";
  for (let row = 0; row < 2; row++) {
    const y0 = h * (0.3 + row * 0.12);
    const sag = h * 0.06;
    out += `<path d="M0 ${n(y0)} Q${n(w / 2)} ${n(y0 + sag * 2)} ${w} ${n(y0)}" stroke="#2a2110" stroke-width="2" fill="none" opacity="0.6"/>`;
    for (let i = 1; i < 14; i++) {
      const t = i / 14;
      const x = t * w;
      const y = y0 + sag * 4 * t * (1 - t) * 1.0 + 6;
      const c = pick(r, ["#ffcf7a", "#ffd98f", "#f7b955"]);
      if (glow) out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(w * 0.018)}" fill="url(#glow)"/>`;
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(w * 0.005)}" fill="${c}"/>`;
    }
  }
  return out;
}

function diningTables(r: Rand, w: number, h: number, light: string): string {
  let out = "";
  const rows = 2;
  for (let row = 0; row < rows; row++) {
    const y = h * (0.8 + row * 0.1);
    const count = 3 + row * 2;
    for (let i = 0; i < count; i++) {
      const x = (i + 0.5 + (r() - 0.5) * 0.3) * (w / count);
      const rx = w * (0.05 + row * 0.015);
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(rx * 0.28)}" fill="${light}"/>`;
      out += `<rect x="${n(x - 3)}" y="${n(y)}" width="6" height="${n(h * 0.06)}" fill="#2a2110" opacity="0.8"/>`;
      out += `<circle cx="${n(x)}" cy="${n(y - rx * 0.2)}" r="${n(rx * 0.08)}" fill="#ffcf7a"/>`;
    }
  }
  return out;
}

function garden(slot: ArtworkSlot, r: Rand): string {
  const { width: w, height: h } = slot;
  const sky = skies[slot.variant % skies.length]!;
  const night = sky === skies[1] || sky === skies[0];
  return [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffd98f" stop-opacity="0.75"/><stop offset="1" stop-color="#ffd98f" stop-opacity="0"/></radialGradient>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<rect y="${n(h * 0.74)}" width="${w}" height="${n(h * 0.26)}" fill="${night ? "#10241a" : "#3c6b45"}"/>`,
    trees(r, w, h, 4 + Math.floor(r() * 2), night),
    lanterns(r, w, h, night),
    diningTables(r, w, h, night ? "#efe6cf" : "#fbf7ec"),
  ].join("");
}

function hall(slot: ArtworkSlot, r: Rand): string {
  const { width: w, height: h } = slot;
  const wall = pick(r, [
    ["#3a2a1c", "#6d5318"],
    ["#2a2110", "#8a6a1f"],
    ["#1c2a22", "#24543a"],
    ["#3b2433", "#7a4a52"],
  ]);
  let out = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>`;
  out += `<radialGradient id="glow"><stop offset="0" stop-color="#fff1c9" stop-opacity="0.9"/><stop offset="1" stop-color="#fff1c9" stop-opacity="0"/></radialGradient>`;
  out += `<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
  // tall windows with daylight
  const windows = 4;
  for (let i = 0; i < windows; i++) {
    const x = (i + 0.25) * (w / windows);
    out += `<rect x="${n(x)}" y="${n(h * 0.12)}" width="${n(w / windows / 2)}" height="${n(h * 0.45)}" rx="${n(w * 0.02)}" fill="#f7ecd0" opacity="${n(0.25 + r() * 0.25)}"/>`;
  }
  // drapes
  for (let i = 0; i <= windows; i++) {
    const x = i * (w / windows);
    out += `<path d="M${n(x - 30)} 0 Q${n(x)} ${n(h * 0.3)} ${n(x - 20)} ${n(h * 0.62)} L${n(x + 20)} ${n(h * 0.62)} Q${n(x)} ${n(h * 0.3)} ${n(x + 30)} 0Z" fill="#a8842f" opacity="0.55"/>`;
  }
  // chandeliers
  for (let c = 0; c < 3; c++) {
    const cx = (c + 0.5) * (w / 3);
    const cy = h * (0.16 + r() * 0.05);
    out += `<line x1="${n(cx)}" y1="0" x2="${n(cx)}" y2="${n(cy)}" stroke="#d9b45a" stroke-width="2"/>`;
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w * 0.09)}" fill="url(#glow)"/>`;
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2;
      out += `<circle cx="${n(cx + Math.cos(a) * w * 0.035)}" cy="${n(cy + Math.sin(a) * w * 0.012)}" r="${n(w * 0.004)}" fill="#fff4d6"/>`;
    }
  }
  // floor and round banquet tables
  out += `<rect y="${n(h * 0.62)}" width="${w}" height="${n(h * 0.38)}" fill="#2a2110" opacity="0.85"/>`;
  const cloth = pick(r, ["#f7f5ee", "#ece6d3", "#f3e1e1"]);
  for (let row = 0; row < 2; row++) {
    const count = 3 + row;
    for (let i = 0; i < count; i++) {
      const x = (i + 0.5) * (w / count) + (r() - 0.5) * 20;
      const y = h * (0.74 + row * 0.14);
      const rx = w * (0.07 + row * 0.015);
      out += `<ellipse cx="${n(x)}" cy="${n(y + rx * 0.35)}" rx="${n(rx)}" ry="${n(rx * 0.25)}" fill="#000" opacity="0.25"/>`;
      out += `<path d="M${n(x - rx)} ${n(y)} L${n(x - rx * 0.9)} ${n(y + rx * 0.45)} L${n(x + rx * 0.9)} ${n(y + rx * 0.45)} L${n(x + rx)} ${n(y)}Z" fill="${cloth}"/>`;
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(rx * 0.26)}" fill="${cloth}"/>`;
      out += `<circle cx="${n(x)}" cy="${n(y - rx * 0.12)}" r="${n(rx * 0.13)}" fill="${pick(r, ["#e0892b", "#c2414b", "#d9b45a"])}"/>`;
    }
  }
  return out;
}

const dishes = [
  { base: "#f0c36a", bits: ["#c0612b", "#7a9a3a", "#fff3d6"] }, // biryani
  { base: "#c2412b", bits: ["#f2d8a0", "#3f7a33", "#8a2a1b"] }, // chicken / ghee roast
  { base: "#e8a33a", bits: ["#fdf3e0", "#5b8a32", "#b5651d"] }, // dal / paneer
  { base: "#d9b99a", bits: ["#fbf2e3", "#3f7a33", "#c23b22"] }, // naan / breads
  { base: "#9c3b1f", bits: ["#f6c26b", "#2e6b3a", "#ffffff"] }, // tandoori
  { base: "#f3deb0", bits: ["#8a5a2b", "#5b8a32", "#e6a23c"] }, // dosa
];

function dish(slot: ArtworkSlot, r: Rand): string {
  const { width: w, height: h } = slot;
  const d = dishes[slot.variant % dishes.length]!;
  const table = pick(r, ["#5a3a22", "#4a2f1c", "#6b4429"]);
  let out = `<radialGradient id="light" cx="0.4" cy="0.35"><stop offset="0" stop-color="#8a6a4a"/><stop offset="1" stop-color="${table}"/></radialGradient>`;
  out += `<rect width="${w}" height="${h}" fill="url(#light)"/>`;
  for (let i = 0; i < 9; i++) {
    out += `<rect y="${n((i * h) / 9)}" width="${w}" height="2" fill="#000" opacity="0.08"/>`;
  }
  // banana leaf or napkin
  out += `<ellipse cx="${n(w * 0.5)}" cy="${n(h * 0.52)}" rx="${n(w * 0.42)}" ry="${n(h * 0.4)}" fill="#2f6a2f" transform="rotate(-12 ${n(w * 0.5)} ${n(h * 0.52)})" opacity="${slot.variant % 2 ? 0.9 : 0}"/>`;
  const cx = w * 0.5;
  const cy = h * 0.52;
  const R = h * 0.34;
  out += `<circle cx="${n(cx + 8)}" cy="${n(cy + 12)}" r="${n(R)}" fill="#000" opacity="0.25"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="#f7f5ee"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.92)}" fill="none" stroke="#a8842f" stroke-width="4"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.66)}" fill="${d.base}"/>`;
  for (let i = 0; i < 40; i++) {
    const a = r() * Math.PI * 2;
    const rr = Math.sqrt(r()) * R * 0.6;
    out += `<ellipse cx="${n(cx + Math.cos(a) * rr)}" cy="${n(cy + Math.sin(a) * rr)}" rx="${n(R * (0.03 + r() * 0.05))}" ry="${n(R * (0.02 + r() * 0.03))}" fill="${pick(r, d.bits)}" transform="rotate(${Math.floor(r() * 180)} ${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)})"/>`;
  }
  // small katoris (side bowls)
  for (let k = 0; k < 3; k++) {
    const bx = w * (0.12 + k * 0.38);
    const by = h * (k === 1 ? 0.1 : 0.88);
    out += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(h * 0.09)}" fill="#c9ccd1"/><circle cx="${n(bx)}" cy="${n(by)}" r="${n(h * 0.07)}" fill="${pick(r, ["#c2412b", "#e8a33a", "#f7f5ee", "#3f7a33"])}"/>`;
  }
  // cutlery
  out += `<rect x="${n(w * 0.88)}" y="${n(h * 0.22)}" width="${n(w * 0.015)}" height="${n(h * 0.6)}" rx="6" fill="#d9dde2"/>`;
  return out;
}

function drink(slot: ArtworkSlot, r: Rand): string {
  const { width: w, height: h } = slot;
  const liquid = pick(r, ["#e9b44c", "#2a7fc1", "#e2572b", "#f4d35e", "#c2416b", "#f6a04d"]);
  let out = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12291d"/><stop offset="1" stop-color="#2a2110"/></linearGradient>`;
  out += `<radialGradient id="glow"><stop offset="0" stop-color="#ffd98f" stop-opacity="0.6"/><stop offset="1" stop-color="#ffd98f" stop-opacity="0"/></radialGradient>`;
  out += `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  for (let i = 0; i < 14; i++) {
    out += `<circle cx="${n(r() * w)}" cy="${n(r() * h * 0.5)}" r="${n(w * (0.03 + r() * 0.05))}" fill="url(#glow)"/>`;
  }
  out += `<rect y="${n(h * 0.78)}" width="${w}" height="${n(h * 0.22)}" fill="#4a2f1c"/>`;
  const glasses = 1 + (slot.variant % 3);
  for (let g = 0; g < glasses; g++) {
    const x = w * ((g + 1) / (glasses + 1));
    const top = h * 0.3;
    const bottom = h * 0.78;
    const gw = w * 0.09;
    out += `<path d="M${n(x - gw)} ${n(top)} L${n(x + gw)} ${n(top)} L${n(x + gw * 0.7)} ${n(bottom)} L${n(x - gw * 0.7)} ${n(bottom)}Z" fill="#ffffff" opacity="0.18" stroke="#f7f5ee" stroke-width="3"/>`;
    out += `<path d="M${n(x - gw * 0.9)} ${n(top + (bottom - top) * 0.25)} L${n(x + gw * 0.9)} ${n(top + (bottom - top) * 0.25)} L${n(x + gw * 0.7)} ${n(bottom - 4)} L${n(x - gw * 0.7)} ${n(bottom - 4)}Z" fill="${liquid}" opacity="0.85"/>`;
    out += `<circle cx="${n(x + gw * 0.8)}" cy="${n(top)}" r="${n(gw * 0.35)}" fill="#7bbf3a"/>`;
    out += `<line x1="${n(x - gw * 0.3)}" y1="${n(top - h * 0.08)}" x2="${n(x + gw * 0.1)}" y2="${n(bottom - 20)}" stroke="#c2412b" stroke-width="5"/>`;
  }
  return out;
}

function splashScene(slot: ArtworkSlot, r: Rand): string {
  const { width: w, height: h } = slot;
  let out = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0e1f17"/><stop offset="0.55" stop-color="#1b3f2c"/><stop offset="1" stop-color="#3a2a1c"/></linearGradient>`;
  out += `<radialGradient id="glow"><stop offset="0" stop-color="#ffd98f" stop-opacity="0.7"/><stop offset="1" stop-color="#ffd98f" stop-opacity="0"/></radialGradient>`;
  out += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  out += trees(r, w, h, w > h ? 6 : 3, true);
  out += lanterns(r, w, h, true);
  out += `<rect y="${n(h * 0.86)}" width="${w}" height="${n(h * 0.14)}" fill="#0b1a12"/>`;
  out += diningTables(r, w, h * 1.02, "#e9dfc4");
  return out;
}

function spoonScene(slot: ArtworkSlot): string {
  const { width: w, height: h } = slot;
  const cy = h / 2;
  return [
    `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a6a1f"/><stop offset="0.5" stop-color="#d9b45a"/><stop offset="1" stop-color="#8a6a1f"/></linearGradient>`,
    `<ellipse cx="${n(w * 0.2)}" cy="${n(cy)}" rx="${n(w * 0.14)}" ry="${n(h * 0.3)}" fill="url(#gold)"/>`,
    `<path d="M${n(w * 0.33)} ${n(cy - 5)} Q${n(w * 0.6)} ${n(cy - 9)} ${n(w * 0.95)} ${n(cy - 12)} Q${n(w * 0.98)} ${n(cy)} ${n(w * 0.95)} ${n(cy + 12)} Q${n(w * 0.6)} ${n(cy + 9)} ${n(w * 0.33)} ${n(cy + 5)}Z" fill="url(#gold)"/>`,
    `<circle cx="${n(w * 0.9)}" cy="${n(cy)}" r="${n(h * 0.06)}" fill="#f7f5ee" opacity="0.7"/>`,
  ].join("");
}

export function sceneSvg(slot: ArtworkSlot): string {
  const r = seeded(slot.id);
  const body =
    slot.scene === "garden"
      ? garden(slot, r)
      : slot.scene === "hall"
        ? hall(slot, r)
        : slot.scene === "dish"
          ? dish(slot, r)
          : slot.scene === "drink"
            ? drink(slot, r)
            : slot.scene === "splash"
              ? splashScene(slot, r)
              : spoonScene(slot);
  const defsEnd = body.lastIndexOf("Gradient>") + "Gradient>".length;
  const defs = body.slice(0, defsEnd);
  const shapes = body.slice(defsEnd);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${slot.width}" height="${slot.height}" viewBox="0 0 ${slot.width} ${slot.height}"><defs>${defs}</defs>${shapes}</svg>`;
}

/** The logo: a gold leaf mark over the name, for Open Graph and structured data. */
export function logoSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1b3f2c"/><path d="M32 10c-9 8-13 15-13 22a13 13 0 0 0 26 0c0-7-4-14-13-22z" fill="#d9b45a"/><path d="M32 20v26" stroke="#1b3f2c" stroke-width="2.5"/><path d="M32 30l-6-5M32 36l7-6" stroke="#1b3f2c" stroke-width="2"/></svg>`;
}
