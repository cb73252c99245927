import { promisify } from 'node:util';
import { brotliDecompress, constants, createBrotliCompress } from 'node:zlib';

const decompress = promisify(brotliDecompress);

/**
 * A kept page as Brotli with a slot at every place of its nonce (decision 052): compressed once, in
 * the background, then answered with a new nonce per answer by writing each slot as an
 * uncompressed meta-block (RFC 7932 §9.2) between the compressed pieces. Brotli has no flush that
 * forgets the history, as deflate's full flush does (the gzip template); what makes a slot safe to
 * rewrite instead:
 * - The encoder compresses the page with a stand-in in each slot made of byte values the page
 *   never holds, in which no two bytes in a row occur twice: no back reference can reach into a
 *   slot, and the encoder can write a stand-in only as literals, which leave its distance cache as
 *   it was (a copy would have changed it for the pieces after).
 * - The encoder is flushed before and after each slot, so a slot is whole meta-blocks of its own,
 *   byte-aligned, and can be swapped for an uncompressed meta-block of the same length.
 * - Literal context modelling is off: a literal's code would otherwise depend on the two bytes
 *   before it (§7.1), the nonce's last two after a slot. It costs about 1 % of the size.
 * Whatever the encoder might still do otherwise would make every answer wrong alike: a page's
 * slots are decoded once with another nonce and compared before they are used; a page that fails
 * is answered as gzip.
 */
export interface BrotliSlots {
  /** The compressed pieces: one more than the slots. */
  pieces: Buffer[];
  nonceLength: number;
}

/** Worth the bytes: `/auto` is 36.7 KB at 7 against 37.7 at 5 and 36.2 at 9 (bench/README.md, session 27). */
const QUALITY = 7;
/** An uncompressed meta-block says its length in at most 16 bits here (MNIBBLES = 4). */
const MAX_SLOT = 0x10000;

/** The byte values that occur nowhere in the page. */
function absentBytes(parts: readonly Buffer[]): number[] {
  const present = new Uint8Array(256);
  for (const part of parts) for (const byte of part) present[byte] = 1;
  const absent: number[] = [];
  for (let byte = 0; byte < 256; byte++) if (!present[byte]) absent.push(byte);
  return absent;
}

/**
 * The stand-ins, one per slot, or null when the page leaves too few byte values for them:
 * consecutive stretches of a de Bruijn sequence of order 2 over the bytes the page never holds,
 * so that no two bytes in a row occur twice in all the stand-ins together.
 */
function standIns(count: number, length: number, alphabet: readonly number[]): Buffer[] | null {
  if (count * length > alphabet.length ** 2) return null;
  const sequence = deBruijn(alphabet.length, 2);
  return Array.from({ length: count }, (_, slot) => Buffer.from(sequence.slice(slot * length, (slot + 1) * length).map((letter) => alphabet[letter] ?? 0)));
}

/** The de Bruijn sequence B(k, n): every word of n letters of k occurs once (cyclically). */
function deBruijn(k: number, n: number): number[] {
  const sequence: number[] = [];
  const word = new Array<number>(k * n).fill(0);
  const extend = (t: number, p: number): void => {
    if (t > n) {
      if (n % p === 0) sequence.push(...word.slice(1, p + 1));
      return;
    }
    word[t] = word[t - p] ?? 0;
    extend(t + 1, p);
    for (let letter = (word[t - p] ?? 0) + 1; letter < k; letter++) {
      word[t] = letter;
      extend(t + 1, t);
    }
  };
  extend(1, 1);
  return sequence;
}

/**
 * The header of an uncompressed meta-block of `length` bytes: ISLAST 0, MNIBBLES 4 (code 0),
 * MLEN − 1 in 16 bits, ISUNCOMPRESSED 1, then zero bits to the byte's end: 20 bits in 3 bytes.
 */
function uncompressedHeader(length: number): Buffer {
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]);
}

/** The page with `nonce` in every slot, as one Brotli stream. */
export function renderBrotli(slots: BrotliSlots, nonce: string): Buffer {
  const needle = Buffer.from(nonce);
  if (needle.length !== slots.nonceLength) throw new Error('Brotli slots take only a nonce of their own length');
  const slot = Buffer.concat([uncompressedHeader(needle.length), needle]);
  const pieces: Buffer[] = [];
  slots.pieces.forEach((piece, index) => {
    if (index > 0) pieces.push(slot);
    pieces.push(piece);
  });
  return Buffer.concat(pieces);
}

/** Runs the parts through one encoder, flushed at each slot's edges; the output split at those flushes. */
async function compressAround(parts: readonly Buffer[], stands: readonly Buffer[]): Promise<Buffer[]> {
  const encoder = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: parts.reduce((sum, part) => sum + part.length, 0) } });
  // Read, not listened to: by a flush's callback all its output has been pushed, and read() takes
  // what is buffered at once, where a 'data' listener may be handed it a tick later, after the edge
  // was taken. 'readable' keeps the buffer drained meanwhile (a full one holds the callback back).
  const output: Buffer[] = [];
  let written = 0;
  const drain = (): number => {
    for (let chunk = encoder.read() as Buffer | null; chunk !== null; chunk = encoder.read() as Buffer | null) {
      output.push(chunk);
      written += chunk.length;
    }
    return written;
  };
  encoder.on('readable', drain);
  const failed = new Promise<never>((_, reject) => encoder.once('error', reject));
  // Marked handled at once: an encoder error between two awaits must reach the race below, not
  // end the process as an unhandled rejection.
  failed.catch(() => undefined);
  const flushed = () => Promise.race([failed, new Promise<number>((resolve) => encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve(drain())))]);
  const edges: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0) {
      encoder.write(stands[index - 1] ?? Buffer.alloc(0));
      edges.push(await flushed());
    }
    encoder.write(part);
    if (index < parts.length - 1) edges.push(await flushed());
  }
  const ended = Promise.race([failed, new Promise<void>((resolve) => encoder.once('end', resolve))]);
  encoder.end();
  await ended;
  drain();
  const stream = Buffer.concat(output);
  const segments: Buffer[] = [];
  let from = 0;
  for (const edge of [...edges, stream.length]) {
    segments.push(stream.subarray(from, edge));
    from = edge;
  }
  // Even segments are the page's own pieces; odd ones the stand-ins, rewritten per answer.
  return segments.filter((_, index) => index % 2 === 0);
}

/**
 * The Brotli slots of a page cut at its nonce (`parts` as `makeTemplate` cut them; `check` the
 * page with a given nonce), or null when the page cannot take them: too few byte values it never
 * holds for the stand-ins, or a stitched stream that does not give the page back.
 */
export async function brotliSlots(parts: readonly Buffer[], nonceLength: number, check: (nonce: string) => Buffer): Promise<BrotliSlots | null> {
  if (nonceLength === 0 || nonceLength > MAX_SLOT) return null;
  const stands = standIns(parts.length - 1, nonceLength, absentBytes(parts));
  if (!stands) return null;
  const slots: BrotliSlots = { pieces: await compressAround(parts, stands), nonceLength };
  if (slots.pieces.length !== parts.length) return null;
  const probe = 'Q'.repeat(nonceLength);
  try {
    // Decoded on libuv's threads too: this runs beside the server's requests.
    return (await decompress(renderBrotli(slots, probe))).equals(check(probe)) ? slots : null;
  } catch {
    return null;
  }
}
