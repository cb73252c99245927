/**
 * Page blocks that several pages place (issue 17): the FAQ block with FAQPage structured data, and
 * the blocks of product §2's "also" list as they land. Server components without client state, so
 * the entry is safe anywhere.
 */
export { FaqBlock, type FaqBlockProps } from './FaqBlock';
