/**
 * The one translator shape the pure modules of this feature take: the server passes i18next's
 * `t` of the `search` namespace (other namespaces as `vehicle:…`), tests pass one over the real
 * locale files, so a missing label shows up in a unit test rather than on a page.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
