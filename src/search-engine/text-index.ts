/**
 * Inverted index over the tokens of brand, model, variant and title. A query token expands to the
 * vocabulary tokens it matches (exact, prefix for the last token, small typos: see text.ts); rows
 * must match every query token. Built rows live in compressed posting lists; rows added after the
 * build get small per-token lists. A forward index (row → tokens) lets the engine rebuild itself
 * without the original documents.
 */
import { MATCH_EXACT, MATCH_FUZZY, MATCH_PREFIX, MIN_PREFIX_LENGTH, allowedEdits, tokenize, withinEditDistance } from './text';

export interface TextMatch {
  /** Rows whose match count reached `required`, plus rows that got part of the way. */
  touched: Uint32Array;
  touchedCount: number;
  required: number;
}

export class TextIndex {
  private readonly vocabulary = new Map<string, number>();
  private readonly tokens: string[] = [];
  private readonly byLength: number[][] = [];
  private sortedTokenIds: number[] | null = null;
  private hasDigit = new Uint8Array(1024);
  /** Expansions of recent query tokens; the vocabulary only grows, so its size tells when they went stale. */
  private readonly expansionCache = new Map<string, { ids: number[]; quality: number[] }>();
  private expansionVocabulary = 0;
  private readonly tokenCache = new Map<string, number[]>();

  private postingStart = new Uint32Array(1);
  private postingRows = new Uint32Array(0);
  private readonly tailPostings = new Map<number, number[]>();

  /** Forward index: tokens of row r are rowTokens[rowTokenStart[r] … rowTokenStart[r + 1]). */
  private rowTokenStart: Uint32Array;
  private rowTokens: Uint32Array;
  private rowCount = 0;

  matchCount: Uint8Array = new Uint8Array(0);
  matchScore: Uint8Array = new Uint8Array(0);
  private touched: Uint32Array = new Uint32Array(1024);

  /** `expectedRows` sizes the forward index; it grows past that when needed. */
  constructor(expectedRows: number) {
    this.rowTokenStart = new Uint32Array(expectedRows + 1);
    this.rowTokens = new Uint32Array(Math.max(1024, expectedRows * 6));
  }

  /**
   * Puts the forward index in the build's row order (row r gets the tokens of input row order[r])
   * and sizes the per-query arrays for `capacity` rows.
   */
  arrange(order: Uint32Array, n: number, capacity: number): void {
    const start = new Uint32Array(capacity + 1);
    const tokens = new Uint32Array(Math.max(1024, this.rowTokenStart[n] ?? 0, Math.ceil(((this.rowTokenStart[n] ?? 0) / Math.max(1, n)) * capacity)));
    let end = 0;
    for (let row = 0; row < n; row++) {
      const input = order[row] ?? 0;
      const from = this.rowTokenStart[input] ?? 0;
      const to = this.rowTokenStart[input + 1] ?? from;
      for (let position = from; position < to; position++) tokens[end++] = this.rowTokens[position] ?? 0;
      start[row + 1] = end;
    }
    this.rowTokenStart = start;
    this.rowTokens = tokens;
    this.rowCount = n;
    this.matchCount = new Uint8Array(capacity);
    this.matchScore = new Uint8Array(capacity);
    this.touched = new Uint32Array(Math.max(1024, Math.min(capacity, 65_536)));
  }

  /** Token ids of a document's text fields (deduplicated), creating tokens as needed. */
  tokenIdsOf(texts: readonly (string | null)[]): number[] {
    const ids: number[] = [];
    for (const text of texts) {
      if (!text) continue;
      for (const id of this.idsOfText(text)) if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  private idsOfText(text: string): number[] {
    let cached = this.tokenCache.get(text);
    if (!cached) {
      cached = tokenize(text).map((token) => this.idOf(token));
      if (this.tokenCache.size < 200_000) this.tokenCache.set(text, cached);
    }
    return cached;
  }

  /** The last fields a title was tokenized with: most listings share a title with others of the same kind. */
  private readonly titleCache = new Map<string, { brand: string; model: string; variant: string | null; ids: Uint32Array }>();

  /** Appends the next row's tokens from brand, model, variant and title (the build's path). */
  appendListing(brand: string, model: string, variant: string | null, title: string): void {
    const cached = this.titleCache.get(title);
    let ids: Uint32Array;
    if (cached && cached.brand === brand && cached.model === model && cached.variant === variant) ids = cached.ids;
    else {
      ids = Uint32Array.from(this.tokenIdsOf([brand, model, variant, title]));
      if (this.titleCache.size < 200_000) this.titleCache.set(title, { brand, model, variant, ids });
    }
    this.appendRow(ids);
  }

  /** Appends the next row's tokens straight from its text fields (the build's path: no arrays per row). */
  appendDocument(texts: readonly (string | null)[]): void {
    const row = this.rowCount;
    if (row + 1 >= this.rowTokenStart.length) {
      const grown = new Uint32Array(this.rowTokenStart.length * 2);
      grown.set(this.rowTokenStart);
      this.rowTokenStart = grown;
    }
    const start = this.rowTokenStart[row] ?? 0;
    let end = start;
    for (const text of texts) {
      if (!text) continue;
      const ids = this.idsOfText(text);
      if (end + ids.length > this.rowTokens.length) {
        const grown = new Uint32Array(Math.max(this.rowTokens.length * 2, end + ids.length));
        grown.set(this.rowTokens);
        this.rowTokens = grown;
      }
      for (const id of ids) {
        let seen = false;
        for (let position = start; position < end; position++) if (this.rowTokens[position] === id) seen = true;
        if (!seen) this.rowTokens[end++] = id;
      }
    }
    this.rowCount = row + 1;
    this.rowTokenStart[row + 1] = end;
  }

  /** The per-string token cache only pays off while building; later rows are few. */
  forgetBuildCache(): void {
    this.tokenCache.clear();
    this.titleCache.clear();
  }

  tokenText(id: number): string {
    return this.tokens[id] ?? '';
  }

  private idOf(token: string): number {
    const existing = this.vocabulary.get(token);
    if (existing !== undefined) return existing;
    const id = this.tokens.length;
    this.tokens.push(token);
    if (id >= this.hasDigit.length) {
      const grown = new Uint8Array(this.hasDigit.length * 2);
      grown.set(this.hasDigit);
      this.hasDigit = grown;
    }
    this.hasDigit[id] = /[0-9]/.test(token) ? 1 : 0;
    this.vocabulary.set(token, id);
    (this.byLength[token.length] ??= []).push(id);
    this.sortedTokenIds = null;
    return id;
  }

  /** Appends the next row's tokens to the forward index (build rows in order, then tail rows). */
  appendRow(tokenIds: ArrayLike<number>): void {
    if (this.rowCount + 1 >= this.rowTokenStart.length) {
      const grown = new Uint32Array(this.rowTokenStart.length * 2);
      grown.set(this.rowTokenStart);
      this.rowTokenStart = grown;
    }
    const start = this.rowTokenStart[this.rowCount] ?? 0;
    if (start + tokenIds.length > this.rowTokens.length) {
      const grown = new Uint32Array(Math.max(this.rowTokens.length * 2, start + tokenIds.length));
      grown.set(this.rowTokens);
      this.rowTokens = grown;
    }
    for (let index = 0; index < tokenIds.length; index++) this.rowTokens[start + index] = tokenIds[index] ?? 0;
    this.rowCount++;
    this.rowTokenStart[this.rowCount] = start + tokenIds.length;
  }

  rowTokenIds(row: number): Uint32Array {
    return this.rowTokens.subarray(this.rowTokenStart[row] ?? 0, this.rowTokenStart[row + 1] ?? 0);
  }

  /** Builds the posting lists of rows 0 … builtRows − 1 (call once, after appending them). */
  buildPostings(builtRows: number): void {
    const start = new Uint32Array(this.tokens.length + 1);
    const end = this.rowTokenStart[builtRows] ?? 0;
    for (let index = 0; index < end; index++) {
      const token = this.rowTokens[index] ?? 0;
      start[token + 1] = (start[token + 1] ?? 0) + 1;
    }
    for (let token = 0; token < this.tokens.length; token++) start[token + 1] = (start[token + 1] ?? 0) + (start[token] ?? 0);
    const fill = start.slice(0, this.tokens.length);
    const rows = new Uint32Array(end);
    for (let row = 0; row < builtRows; row++) {
      for (let index = this.rowTokenStart[row] ?? 0; index < (this.rowTokenStart[row + 1] ?? 0); index++) {
        const token = this.rowTokens[index] ?? 0;
        const position = fill[token] ?? 0;
        rows[position] = row;
        fill[token] = position + 1;
      }
    }
    this.postingStart = start;
    this.postingRows = rows;
  }

  /** Indexes a row appended after the build. */
  addTailRow(row: number, tokenIds: readonly number[]): void {
    for (const token of tokenIds) {
      const list = this.tailPostings.get(token);
      if (list) list.push(row);
      else this.tailPostings.set(token, [row]);
    }
  }

  private postingSize(token: number): number {
    const built = token + 1 < this.postingStart.length ? (this.postingStart[token + 1] ?? 0) - (this.postingStart[token] ?? 0) : 0;
    return built + (this.tailPostings.get(token)?.length ?? 0);
  }

  /** Vocabulary tokens a query token matches, best match quality first. */
  expand(queryToken: string, isLast: boolean): { ids: number[]; quality: number[] } {
    if (this.expansionVocabulary !== this.tokens.length) {
      this.expansionCache.clear();
      this.expansionVocabulary = this.tokens.length;
    }
    const key = `${isLast ? 1 : 0}${queryToken}`;
    const cached = this.expansionCache.get(key);
    if (cached) return cached;
    const expansion = this.computeExpansion(queryToken, isLast);
    if (this.expansionCache.size >= 2000) this.expansionCache.clear();
    this.expansionCache.set(key, expansion);
    return expansion;
  }

  private computeExpansion(queryToken: string, isLast: boolean): { ids: number[]; quality: number[] } {
    const found = new Map<number, number>();
    const exact = this.vocabulary.get(queryToken);
    if (exact !== undefined) found.set(exact, MATCH_EXACT);
    if (isLast && queryToken.length >= MIN_PREFIX_LENGTH) {
      for (const id of this.withPrefix(queryToken)) if (!found.has(id)) found.set(id, MATCH_PREFIX);
    }
    const edits = allowedEdits(queryToken);
    for (let length = queryToken.length - edits; edits > 0 && length <= queryToken.length + edits; length++) {
      for (const id of this.byLength[length] ?? []) {
        if (found.has(id)) continue;
        if (this.hasDigit[id] === 0 && withinEditDistance(queryToken, this.tokens[id] ?? '', edits)) found.set(id, MATCH_FUZZY);
      }
    }
    const entries = [...found].sort((a, b) => b[1] - a[1]);
    return { ids: entries.map(([id]) => id), quality: entries.map(([, quality]) => quality) };
  }

  private withPrefix(prefix: string): number[] {
    if (!this.sortedTokenIds) {
      this.sortedTokenIds = this.tokens.map((_, id) => id).sort((a, b) => ((this.tokens[a] ?? '') < (this.tokens[b] ?? '') ? -1 : 1));
    }
    const sorted = this.sortedTokenIds;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.tokens[sorted[middle] ?? 0] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const ids: number[] = [];
    for (let index = low; index < sorted.length; index++) {
      const id = sorted[index] ?? 0;
      if (!(this.tokens[id] ?? '').startsWith(prefix)) break;
      ids.push(id);
    }
    return ids;
  }

  /**
   * Marks every row matching all query tokens with matchCount === required and its relevance in
   * matchScore. Call `release` with the result once the query is answered.
   */
  match(text: string): TextMatch {
    const queryTokens = tokenize(text);
    const expansions = queryTokens.map((token, index) => this.expand(token, index === queryTokens.length - 1));
    if (queryTokens.length === 0 || expansions.some((expansion) => expansion.ids.length === 0)) {
      return { touched: this.touched, touchedCount: 0, required: queryTokens.length === 0 ? 0 : 1 };
    }
    // Rarest token first: later tokens only promote rows the earlier ones reached.
    const order = expansions
      .map((expansion, index) => ({ index, size: expansion.ids.reduce((total, id) => total + this.postingSize(id), 0) }))
      .sort((a, b) => a.size - b.size);
    let touchedCount = 0;
    const { matchCount, matchScore, postingStart, postingRows } = this;
    for (let step = 0; step < order.length; step++) {
      const expansion = expansions[order[step]?.index ?? 0];
      if (!expansion) continue;
      for (let e = 0; e < expansion.ids.length; e++) {
        const token = expansion.ids[e] ?? 0;
        const quality = expansion.quality[e] ?? 0;
        const built = token + 1 < postingStart.length;
        const tail = this.tailPostings.get(token);
        const end = built ? (postingStart[token + 1] ?? 0) : 0;
        const tailLength = tail?.length ?? 0;
        // Built postings, then appended rows: rows must have matched every earlier token (count === step).
        for (let position = built ? (postingStart[token] ?? 0) : 0, extra = 0; position < end || extra < tailLength; ) {
          const row = position < end ? (postingRows[position++] ?? 0) : (tail?.[extra++] ?? 0);
          if (matchCount[row] !== step) continue;
          if (step === 0) {
            if (touchedCount >= this.touched.length) this.growTouched();
            this.touched[touchedCount++] = row;
          }
          matchCount[row] = step + 1;
          matchScore[row] = (matchScore[row] ?? 0) + quality;
        }
      }
    }
    return { touched: this.touched, touchedCount, required: order.length };
  }

  release(match: TextMatch): void {
    for (let index = 0; index < match.touchedCount; index++) {
      const row = match.touched[index] ?? 0;
      this.matchCount[row] = 0;
      this.matchScore[row] = 0;
    }
  }

  private growTouched(): void {
    const grown = new Uint32Array(this.touched.length * 2);
    grown.set(this.touched);
    this.touched = grown;
  }
}
