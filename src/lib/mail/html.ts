/** Plain building blocks for HTML mail: every value is escaped, layout is inline-styled tables. */
import { escapeHtml } from '@/lib/html/escape';

export { escapeHtml };

export interface MailLayout {
  title: string;
  paragraphs: string[];
  rows: [label: string, value: string][];
  footer: string;
}

export function renderHtml({ title, paragraphs, rows, footer }: MailLayout): string {
  const p = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#0b2545;line-height:1.5"><div style="max-width:600px;margin:0 auto;padding:16px">${paragraphs.map(p).join('')}<table role="presentation" style="border-collapse:collapse;margin:16px 0">${table}</table><p style="margin:24px 0 0;color:#4a5a70;font-size:14px">${escapeHtml(footer)}</p></div></body></html>`;
}

export function renderText({ paragraphs, rows, footer }: MailLayout): string {
  return [...paragraphs, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', footer].join('\n');
}
