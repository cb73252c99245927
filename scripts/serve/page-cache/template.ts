import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A rendered page kept with its CSP nonce cut out (decision 044): the bytes between the nonce's
 * places, each also compressed once as raw deflate ending on a full flush, so an answer with a new
 * nonce is stitched together instead of compressed again. A full flush leaves the stream
 * byte-aligned with no back references across the cut, so pieces compressed apart concatenate into
 * one valid deflate stream (RFC 1951); gzip's header and trailer (RFC 1952) go around it.
 */
export interface PageTemplate {
  /** The page's bytes between the nonce's places: one more than the places. */
  parts: Buffer[];
  /** The kept nonce's length: an answer's nonce of another length cannot use `deflated`. */
  nonceLength: number;
  /** Each part as raw deflate ending on a full flush. */
  deflated: Buffer[];
  /** The page's length without its nonces. */
  partsLength: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** The last block: fixed Huffman codes, nothing in it but its end (BFINAL=1, BTYPE=01, code 256). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Deflate's window: a back reference reaches at most this far. */
const WINDOW = 32 * 1024;

/**
 * A page is compressed once when it is kept and sent many times: the best level costs about 2 ms
 * more per kept render of `/auto` and saves about 0.5 KB (1 %) of every answer of it.
 */
function fullyFlushed(part: Buffer, dictionary?: Buffer): Buffer {
  return deflateRawSync(part, { finishFlush: constants.Z_FULL_FLUSH, level: constants.Z_BEST_COMPRESSION, memLevel: 9, ...(dictionary ? { dictionary } : {}) });
}

/**
 * Each part is compressed with what precedes it in the page as its dictionary, as pigz compresses
 * in parallel: back references reach into the earlier parts, which the reader has already
 * inflated, so the parts compress as well as the page would whole. The nonce's places stand in the
 * dictionary as NUL bytes, which no HTML part contains: no reference can point into a nonce, which
 * differs in every answer. That holds only when every answer's nonce has the kept one's length, and
 * no part holds a NUL; otherwise each part is compressed on its own.
 */
function deflateParts(parts: readonly Buffer[], nonceLength: number): Buffer[] {
  if (parts.some((part) => part.includes(0))) return parts.map((part) => fullyFlushed(part));
  const gap = Buffer.alloc(nonceLength);
  let history = Buffer.alloc(0);
  return parts.map((part, index) => {
    if (index > 0) history = Buffer.concat([history, gap]).subarray(-WINDOW);
    const deflated = fullyFlushed(part, index > 0 ? history : undefined);
    history = Buffer.concat([history, part]).subarray(-WINDOW);
    return deflated;
  });
}

/** Cuts `page` at every place of `nonce`; null when the nonce is not in it (nothing to replace, nothing to keep). */
export function makeTemplate(page: Buffer, nonce: string): PageTemplate | null {
  const needle = Buffer.from(nonce);
  if (needle.length === 0) return null;
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(needle); at >= 0; at = page.indexOf(needle, from)) {
    parts.push(page.subarray(from, at));
    from = at + needle.length;
  }
  if (parts.length === 0) return null;
  parts.push(page.subarray(from));
  const copies = parts.map((part) => Buffer.from(part));
  return { parts: copies, nonceLength: needle.length, deflated: deflateParts(copies, needle.length), partsLength: copies.reduce((total, part) => total + part.length, 0) };
}

/** The page with `nonce` in every place, uncompressed. */
export function renderPlain(template: PageTemplate, nonce: string): Buffer {
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  template.parts.forEach((part, index) => {
    if (index > 0) pieces.push(needle);
    pieces.push(part);
  });
  return Buffer.concat(pieces, template.partsLength + needle.length * (template.parts.length - 1));
}

/** The page with `nonce` in every place, as one gzip member: the kept parts and the nonce compressed once. */
export function renderGzip(template: PageTemplate, nonce: string): Buffer {
  const needle = Buffer.from(nonce);
  // Parts compressed against the kept nonce's length would point their references wrong around another.
  const deflated = needle.length === template.nonceLength ? template.deflated : deflateParts(template.parts, needle.length);
  const deflatedNonce = fullyFlushed(needle);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  template.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(deflatedNonce);
      crc = crc32(needle, crc);
    }
    pieces.push(deflated[index] ?? fullyFlushed(part));
    // Node's crc32 answers 0 for an empty buffer with no memory behind it, whatever the running value.
    if (part.length > 0) crc = crc32(part, crc);
  });
  pieces.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE: the uncompressed length modulo 2^32.
  trailer.writeUInt32LE((template.partsLength + needle.length * (template.parts.length - 1)) % 0x1_0000_0000, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
