/**
 * The longest free text a search accepts (longer is malformed, product §8). Apart from fields.ts,
 * which re-exports it, so the header's search box does not bring the filter catalogue into every
 * page's JavaScript (issue 21).
 */
export const TEXT_MAX_LENGTH = 100;
