import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type";

const ftyp = (major: string, ...compatible: string[]) => {
  const text = `ftyp${major}\0\0\0\0${compatible.join("")}`;
  const size = 4 + text.length;
  return new Uint8Array([0, 0, 0, size, ...new TextEncoder().encode(text)]);
};

describe("image type by magic bytes", () => {
  it("recognises JPEG, PNG, WebP and AVIF and nothing else", () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffImageType(ftyp("avif", "mif1", "miaf"))).toBe("avif");
    expect(sniffImageType(ftyp("mif1", "miaf", "avif"))).toBe("avif");
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns="))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("%PDF-1.7 and more"))).toBeNull();
  });

  it("does not take a HEIC photo or an MP4 video for AVIF", () => {
    expect(sniffImageType(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(sniffImageType(ftyp("isom", "iso2", "mp41"))).toBeNull();
  });
});
