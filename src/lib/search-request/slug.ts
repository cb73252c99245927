/**
 * Brand and model slugs as the site we replace writes them in URLs: lowercase, accents stripped,
 * every run of other characters one dash ("Mercedes-Benz" → mercedes-benz, "Citroën" → citroen,
 * "Lynk & Co" → lynk-co). The URL codec keeps slugs; the search engine maps them back to values.
 */

// Letters that Unicode does not decompose into a base letter plus a mark.
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

export function stripAccents(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

export function slugify(value: string): string {
  return stripAccents(value.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
