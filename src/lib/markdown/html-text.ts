/** Small string helpers for the HTML that the markdown renderer writes. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Visible text of rendered HTML, for word counts and structured data; hidden helper text excluded. */
export function textFromHtml(html: string): string {
  return html
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
    // Block boundaries become spaces; inline tags vanish so "<em>een</em>." stays "een.".
    .replace(/<\/?(?:p|li|ul|ol|h[1-6]|div|br|tr|td|th|table|thead|tbody|details|summary|blockquote)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lowercase ASCII slug for heading ids: "Wat kost het?" → "wat-kost-het". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
