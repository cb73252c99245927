/**
 * Phrase lookup over the tokens of one sentence: the longest run of tokens starting at a position
 * that the vocabulary knows, written spaced ("mt 07") or glued ("mt07", "ebike").
 */
import type { Meaning } from './meaning';
import { glued, spaced, type Token } from './tokens';
import type { Vocabulary } from './vocabulary';

export interface PhraseMatch {
  /** Tokens covered. */
  length: number;
  meanings: readonly Meaning[];
}

export class SentenceReader {
  constructor(
    readonly tokens: readonly Token[],
    readonly vocabulary: Vocabulary,
  ) {}

  get length(): number {
    return this.tokens.length;
  }

  /** The longest phrase at `at` whose meanings pass `accept` (all meanings when none is given). */
  phraseAt(at: number, accept?: (meaning: Meaning) => boolean): PhraseMatch | null {
    const { phrases, glued: gluedPhrases, longest } = this.vocabulary;
    const last = Math.min(this.tokens.length, at + longest);
    for (let end = last; end > at; end--) {
      // "xc 60" finds "xc60", and "mt07" finds "mt 07" through the glued forms.
      const key = end - at > 1 ? glued(this.tokens, at, end) : null;
      const meanings =
        pick(phrases.get(spaced(this.tokens, at, end)), accept) ??
        (key === null ? null : pick(phrases.get(key), accept)) ??
        pick(gluedPhrases.get(key ?? this.tokens[at]?.text ?? ''), accept);
      if (meanings) return { length: end - at, meanings };
    }
    return null;
  }

  /** The first meaning of a kind at `at`, with the phrase's length. */
  kindAt<K extends Meaning['kind']>(at: number, kind: K): { length: number; meaning: Extract<Meaning, { kind: K }> } | null {
    const match = this.phraseAt(at, (meaning) => meaning.kind === kind);
    const meaning = match?.meanings[0];
    return match && meaning ? { length: match.length, meaning: meaning as Extract<Meaning, { kind: K }> } : null;
  }

  raw(from: number, to: number): string {
    return this.tokens
      .slice(from, to)
      .map((token) => token.raw)
      .join(' ');
  }
}

function pick(meanings: readonly Meaning[] | undefined, accept?: (meaning: Meaning) => boolean): readonly Meaning[] | null {
  if (!meanings || meanings.length === 0) return null;
  if (!accept) return meanings;
  const accepted = meanings.filter(accept);
  return accepted.length ? accepted : null;
}
