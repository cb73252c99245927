/**
 * Misspellings within one edit: a letter left out, added, changed, or two neighbours swapped
 * (Damerau–Levenshtein distance 1, "volkswagn", "gazele", "toyta", "peguot"). Looked up through the
 * deletion neighbourhood: a word and a vocabulary key one edit apart always share a form with at
 * most one letter deleted, so a lookup costs a handful of map reads however large the vocabulary.
 */

/** True when `a` and `b` are at most one insertion, deletion, substitution or adjacent swap apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let start = 0;
  while (start < la && start < lb && a[start] === b[start]) start++;
  if (la === lb) {
    // One substitution, or one swap of neighbours.
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  }
  const [longer, shorter] = la > lb ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

function deletions(word: string): string[] {
  const forms = [word];
  for (let index = 0; index < word.length; index++) forms.push(word.slice(0, index) + word.slice(index + 1));
  return forms;
}

export class FuzzyIndex<T> {
  private readonly byForm = new Map<string, Set<string>>();
  private readonly entries = new Map<string, T>();

  add(key: string, entry: T): void {
    if (this.entries.has(key)) return;
    this.entries.set(key, entry);
    for (const form of deletions(key)) {
      const keys = this.byForm.get(form);
      if (keys) keys.add(key);
      else this.byForm.set(form, new Set([key]));
    }
  }

  /** Every key one edit from `word` (not `word` itself), with its entry. */
  near(word: string): { key: string; entry: T }[] {
    const found = new Map<string, T>();
    for (const form of deletions(word)) {
      for (const key of this.byForm.get(form) ?? []) {
        const entry = this.entries.get(key);
        if (key !== word && entry !== undefined && !found.has(key) && withinOneEdit(word, key)) found.set(key, entry);
      }
    }
    return [...found].map(([key, entry]) => ({ key, entry }));
  }
}
