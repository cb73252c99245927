/**
 * The advice mail (issue 16): HTML that reads on a phone (one 600 px column, fluid, inline styles,
 * as the saved-search mails) and the same in plain text. Every value reaches the HTML escaped.
 */
import { escapeHtml } from '@/lib/mail/html';
import type { MailMessage } from '@/lib/mail/types';
import type { AdviceCopy } from './advice-copy';

export interface AdviceMailContent {
  readonly to: string;
  readonly subject: string;
  readonly greeting: string;
  readonly intro: string;
  readonly advice: AdviceCopy;
  readonly headings: { readonly advice: string; readonly budget: string; readonly tip: string };
  readonly matches: string;
  readonly searchButton: string;
  readonly searchUrl: string;
  readonly resultButton: string;
  readonly resultUrl: string;
  readonly footer: string;
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const NAVY = '#0b2545';
const MUTED = '#4a5a70';

/** Only http(s) links leave in a mail; anything else becomes "#". */
function safeHref(url: string): string {
  return escapeHtml(/^https?:\/\//i.test(url) ? url : '#');
}

const p = (text: string, style = '') => `<p style="margin:0 0 12px;${FONT};font-size:16px;line-height:24px;color:${NAVY};${style}">${escapeHtml(text)}</p>`;
const h2 = (text: string) => `<h2 style="margin:24px 0 8px;${FONT};font-size:18px;line-height:24px;color:${NAVY}">${escapeHtml(text)}</h2>`;
const list = (items: readonly string[]) =>
  `<ul style="margin:0 0 12px;padding:0 0 0 20px">${items.map((item) => `<li style="margin:0 0 8px;${FONT};font-size:16px;line-height:24px;color:${NAVY}">${escapeHtml(item)}</li>`).join('')}</ul>`;
const button = (label: string, url: string, primary: boolean) =>
  `<a href="${safeHref(url)}" style="display:block;margin:0 0 12px;padding:12px 16px;border-radius:8px;text-align:center;text-decoration:none;${FONT};font-size:16px;font-weight:700;${primary ? `background:#ffd200;color:${NAVY}` : `border:1px solid ${NAVY};color:${NAVY}`}">${escapeHtml(label)}</a>`;

export function renderAdviceMail(content: AdviceMailContent): MailMessage {
  const { advice } = content;
  const body = [
    p(content.greeting),
    p(content.intro),
    `<h1 style="margin:16px 0 8px;${FONT};font-size:24px;line-height:30px;color:${NAVY}">${escapeHtml(advice.archetype)}</h1>`,
    p(advice.summary, `color:${MUTED}`),
    h2(content.headings.advice),
    list(advice.points),
    h2(content.headings.budget),
    ...advice.budget.map((line) => p(line)),
    h2(content.headings.tip),
    p(advice.tip),
    `<div style="margin:24px 0 0">${p(content.matches, 'font-weight:600')}${button(content.searchButton, content.searchUrl, true)}${button(content.resultButton, content.resultUrl, false)}</div>`,
    p(content.footer, `margin-top:24px;font-size:14px;line-height:20px;color:${MUTED}`),
  ].join('');
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;padding:0;background:#f1f4f8"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f4f8"><tr><td align="center" style="padding:16px 8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px"><tr><td style="padding:24px 20px">${body}</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.greeting,
    '',
    content.intro,
    '',
    advice.archetype.toUpperCase(),
    advice.summary,
    '',
    `${content.headings.advice}:`,
    ...advice.points.map((point) => `- ${point}`),
    '',
    `${content.headings.budget}:`,
    ...advice.budget,
    '',
    `${content.headings.tip}: ${advice.tip}`,
    '',
    content.matches,
    `${content.searchButton}: ${content.searchUrl}`,
    `${content.resultButton}: ${content.resultUrl}`,
    '',
    content.footer,
  ].join('\n');
  return { to: content.to, subject: content.subject.replace(/[\p{Cc}]+/gu, ' '), html, text };
}
