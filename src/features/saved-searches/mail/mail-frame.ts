/**
 * The shared frame of the saved-search mails: hand-written, inline-styled tables, because Outlook
 * (Word engine) and Gmail ignore most of CSS layout. 600 px wide, fluid down to a 375 px phone.
 * Values reach HTML only through `html` (a template tag that escapes) or the helpers below, so no
 * caller can forget to escape a dealer's title or a search label.
 */
import { escapeHtml } from '@/lib/mail/html';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** HTML that this file built, safe to place as it is; a plain string is always escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

/** Template tag: strings and numbers are escaped, SafeHtml (or a list of it) is placed as it is. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += piece(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

function piece(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: SafeHtml) => item.value).join('');
  return escapeHtml(String(value));
}

/**
 * A link target for href/src: only http(s) may go out. Anything else (javascript:, data:) becomes
 * "#", so a bad URL from a feed breaks one link rather than turning into script in a webmail.
 */
export function href(url: string): SafeHtml {
  return new SafeHtml(escapeHtml(/^https?:\/\//i.test(url.trim()) ? url.trim() : '#'));
}

/**
 * Text for a header: control characters (CR/LF above all) become spaces, so no value can add a
 * header of its own.
 */
export function headerText(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** RFC 2369 + RFC 8058: the mail client's own "unsubscribe" button posts to oneClickUrl. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${headerText(oneClickUrl).replace(/[<>\s]/g, '')}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export const COLOR = {
  navy: '#0b2545',
  text: '#1d2b3f',
  muted: '#4a5a70',
  line: '#dde3ea',
  page: '#f1f4f8',
  photo: '#e8edf3',
  accent: '#ffd200',
  green: '#14713a',
  greenBg: '#e3f4e8',
} as const;

/** Outlook falls back to Times on every cell that does not name a font itself, hence on each td. */
export const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function heading(text: string): SafeHtml {
  return html`<h1 style="margin:0 0 8px;${FONT};font-size:24px;line-height:30px;font-weight:700;color:${COLOR.navy}">${text}</h1>`;
}

export function paragraph(text: string, style = ''): SafeHtml {
  return html`<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:${COLOR.text};${new SafeHtml(style)}">${text}</p>`;
}

export function smallPrint(text: string): SafeHtml {
  return paragraph(text, `font-size:14px;line-height:21px;color:${COLOR.muted}`);
}

/**
 * A bulletproof button: the padding sits on the link so the whole yellow area is the tap target
 * (48 px high); Outlook ignores that padding, so its conditional CSS moves it onto the cell.
 * Full width on phones, for thumbs.
 */
export function button(label: string, url: string): SafeHtml {
  return html`<table role="presentation" class="btn" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr><td class="btn-td" align="center" bgcolor="${COLOR.accent}" style="border-radius:8px;background:${COLOR.accent}"><a href="${href(url)}" style="display:inline-block;padding:14px 28px;${FONT};font-size:16px;line-height:20px;font-weight:700;color:${COLOR.navy};text-decoration:none;border-radius:8px">${label}</a></td></tr></table>`;
}

/** A small outlined button, for one card among several. */
export function smallButton(label: string, url: string): SafeHtml {
  return html`<table role="presentation" class="btn" cellpadding="0" cellspacing="0" border="0" style="margin:12px 0 0"><tr><td align="center" style="border-radius:8px;border:1px solid ${COLOR.navy}"><a href="${href(url)}" style="display:inline-block;padding:11px 18px;${FONT};font-size:15px;line-height:20px;font-weight:700;color:${COLOR.navy};text-decoration:none">${label}</a></td></tr></table>`;
}

/** The link written out under a button, for clients that block buttons or strip styles. */
export function linkFallback(intro: string, url: string): SafeHtml {
  return html`<p style="margin:0 0 16px;${FONT};font-size:14px;line-height:21px;color:${COLOR.muted}">${intro}<br><a href="${href(url)}" style="color:${COLOR.navy};word-break:break-all">${url}</a></p>`;
}

export interface FrameLink {
  label: string;
  url: string;
}

export interface MailFrame {
  productName: string;
  /** The document title; the subject. */
  title: string;
  /** The hidden preview line an inbox shows after the subject. */
  preheader: string;
  body: SafeHtml;
  /** Why the recipient gets this mail. */
  reason: string;
  links: FrameLink[];
}

/**
 * Gmail keeps a head <style> (and its media queries) when it is valid CSS; clients that drop it
 * still get the inline 600 px layout, just narrower. No external CSS: mail clients block it.
 */
const HEAD_STYLE =
  '<style>body{margin:0;padding:0}img{border:0;outline:none;text-decoration:none}' +
  '@media (max-width:620px){.outer{padding:0!important}.pad{padding:24px 16px!important}.col{max-width:100%!important}' +
  '.photo{max-width:100%!important;width:100%!important}.nophoto{height:236px!important;line-height:236px!important}.txt{padding:14px 0 0!important}' +
  '.btn{width:100%!important}.btn a{display:block!important}}</style>' +
  '<!--[if mso]><style>td,th,a,p,h1,h2,span,div{font-family:Arial,sans-serif!important}.btn-td{padding:14px 28px!important}</style><![endif]-->';

/** Filler after the preheader, so inboxes do not pull body text into the preview line. */
const PREHEADER_FILL = '&#847;&zwnj;&nbsp;'.repeat(40);

function head(title: string): SafeHtml {
  return html`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${title}</title>${new SafeHtml(HEAD_STYLE)}</head>`;
}

function masthead(productName: string): SafeHtml {
  return html`<tr><td bgcolor="${COLOR.navy}" style="background:${COLOR.navy};padding:18px 24px;${FONT};font-size:20px;line-height:26px;font-weight:800;color:#ffffff">${productName}</td></tr><tr><td bgcolor="${COLOR.accent}" style="background:${COLOR.accent};height:4px;line-height:4px;font-size:0">&nbsp;</td></tr>`;
}

function footer(frame: MailFrame): SafeHtml {
  const links = frame.links.map(
    (link, index) =>
      html`${index > 0 ? new SafeHtml(' &nbsp;·&nbsp; ') : ''}<a href="${href(link.url)}" style="color:${COLOR.navy};text-decoration:underline">${link.label}</a>`,
  );
  return html`<tr><td class="pad" style="padding:24px 24px 32px;${FONT};font-size:13px;line-height:20px;color:${COLOR.muted}"><p style="margin:0 0 12px">${frame.reason}</p>${links.length > 0 ? html`<p style="margin:0 0 12px">${links}</p>` : ''}<p style="margin:0;font-weight:700;color:${COLOR.navy}">${frame.productName}</p></td></tr>`;
}

export function renderFrame(frame: MailFrame): string {
  // The outer table paints the page colour where clients drop body styles; the inner one is the 600 px column.
  return html`<!doctype html><html lang="nl" xmlns="http://www.w3.org/1999/xhtml" xmlns:o="urn:schemas-microsoft-com:office:office">${head(frame.title)}<body style="margin:0;padding:0;background:${COLOR.page};-webkit-text-size-adjust:100%;text-size-adjust:100%"><div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${COLOR.page};opacity:0">${frame.preheader}${new SafeHtml(PREHEADER_FILL)}</div><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOR.page}" style="background:${COLOR.page}"><tr><td class="outer" align="center" style="padding:24px 12px"><!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]--><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;margin:0 auto">${masthead(frame.productName)}<tr><td class="pad" bgcolor="#ffffff" style="background:#ffffff;padding:32px 24px 16px">${frame.body}</td></tr>${footer(frame)}</table><!--[if mso]></td></tr></table><![endif]--></td></tr></table></body></html>`.value;
}

export interface TextFrame {
  productName: string;
  /** Paragraphs and blocks, separated by a blank line. */
  blocks: string[];
  reason: string;
  links: FrameLink[];
}

/** The plain-text part: the same content, links written out, for clients (and people) that want no HTML. */
export function renderTextFrame(frame: TextFrame): string {
  const links = frame.links.map((link) => `${link.label}: ${link.url}`);
  return [frame.productName, '', ...frame.blocks.flatMap((block) => [block, '']), '--', frame.reason, ...links].join('\n');
}
