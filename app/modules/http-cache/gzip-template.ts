import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A cached page kept gzipped, so a hit sends bytes instead of compressing the page again (on
 * /guntoormenu, 212 KB of HTML, compression was most of a hit's CPU). The per-response CSP
 * nonce cannot be inside a stream compressed once, so each part around it is deflated on its own
 * and ends on a byte boundary (sync flush, not final); a response puts its nonce between them as
 * stored (uncompressed) blocks and closes the stream (RFC 1951 3.2.4, RFC 1952). The trailer's
 * CRC-32 covers the whole page: it is extended over each nonce and then over each fixed part
 * through that part's precomputed shift (zlib's crc32_combine), never by reading the page again.
 */
export interface GzipTemplate {
  parts: Buffer[];
  /** CRC-32 of each part (uncompressed). */
  crcs: number[];
  /** Per part: the GF(2) matrix that moves a CRC past that many zero bytes. */
  shifts: Uint32Array[];
  lengths: number[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty stored block marked final: the stream ends after it, on a byte boundary.
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

export function toGzipTemplate(parts: readonly Buffer[]): GzipTemplate {
  return {
    parts: parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })),
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => zerosOperator(part.length)),
    lengths: parts.map((part) => part.length),
  };
}

/** The gzipped page with this nonce as pieces, the kept parts uncopied (nonce-template.ts). */
export function gzipTemplateChunks(template: GzipTemplate, nonce: string): Buffer[] {
  const separator = Buffer.from(nonce);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const [i, part] of template.parts.entries()) {
    if (i > 0) {
      pieces.push(storedBlock(separator));
      crc = crc32(separator, crc);
      size += separator.length;
    }
    pieces.push(part);
    crc = (times(template.shifts[i]!, crc) ^ template.crcs[i]!) >>> 0;
    size += template.lengths[i]!;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(LAST_BLOCK, trailer);
  return pieces;
}

function storedBlock(data: Buffer): Buffer {
  // A nonce is a few dozen bytes; a stored block holds up to 65,535.
  const header = Buffer.from([0, 0, 0, 0, 0]);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function square(matrix: Uint32Array): Uint32Array {
  const result = new Uint32Array(32);
  for (let i = 0; i < 32; i++) result[i] = times(matrix, matrix[i]!);
  return result;
}

function multiply(a: Uint32Array, b: Uint32Array): Uint32Array {
  const result = new Uint32Array(32);
  for (let i = 0; i < 32; i++) result[i] = times(a, b[i]!);
  return result;
}

/** The operator taking crc32(A) to the CRC register after `length` more zero bytes. */
function zerosOperator(length: number): Uint32Array {
  // One zero bit: the reflected CRC-32 polynomial in row 0, a shift in the others.
  let power: Uint32Array = new Uint32Array(32);
  power[0] = 0xedb88320;
  for (let i = 1; i < 32; i++) power[i] = (1 << (i - 1)) >>> 0;
  for (let i = 0; i < 3; i++) power = square(power); // one zero byte
  let result: Uint32Array | null = null;
  for (let n = length; n > 0; n >>>= 1) {
    if (n & 1) result = result ? multiply(power, result) : power;
    power = square(power);
  }
  return result ?? Uint32Array.from({ length: 32 }, (_, i) => (1 << i) >>> 0);
}
