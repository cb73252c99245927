/**
 * The one translator shape the pure modules of this feature take: the server passes i18next's
 * `t` of the `search` namespace (other namespaces as `vehicle:…`), tests pass one over the real
 * locale files, so a missing label shows up in a unit test rather than on a page.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const MARKER = '\u0000';

/**
 * A label with one variable, translated once and filled per use: the cards' "Bewaar {{title}} als
 * favoriet" through i18next for each of 24 cards cost more than the rest of their copy together.
 */
export function labelWith(t: Translate, key: string, variable: string): (value: string) => string {
  const parts = t(key, { [variable]: MARKER }).split(MARKER);
  return (value) => parts.join(value);
}
