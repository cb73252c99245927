/** Share links of a detail page: plain URLs, so sharing works without JavaScript. */
export type ShareChannel = 'whatsapp' | 'email' | 'facebook' | 'x';

export function shareLinks(options: { url: string; title: string; emailSubject: string; emailBody: string }): Record<ShareChannel, string> {
  const url = encodeURIComponent(options.url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${options.title} ${options.url}`)}`,
    // mailto wants %20 for spaces; URLSearchParams would write "+", which mail clients show literally.
    email: `mailto:?subject=${encodeURIComponent(options.emailSubject)}&body=${encodeURIComponent(`${options.emailBody}\n\n${options.url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(options.title)}`,
  };
}
