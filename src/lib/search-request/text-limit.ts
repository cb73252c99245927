/**
 * The longest free text a search takes (product §8: longer is malformed). Apart from fields.ts,
 * which re-exports it, so the header's search box does not bring the filter catalogue into every
 * page's JavaScript (issue 21).
 */
export const TEXT_MAX_LENGTH = 100;
