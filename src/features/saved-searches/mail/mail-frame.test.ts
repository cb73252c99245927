import { describe, expect, it } from 'vitest';
import { headerText, href, html, listUnsubscribeHeaders, renderFrame, renderTextFrame, SafeHtml, type MailFrame } from './mail-frame';

const frame: MailFrame = {
  productName: 'via<BOVAG>',
  title: 'Titel "met" <tags>',
  preheader: 'Voorproef & <meer>',
  body: html`<p>${'<script>alert("x")</script>'}</p>`,
  reason: 'Omdat je het vroeg <b>',
  links: [
    { label: 'Beheren', url: 'https://example.nl/beheer?a=1&b=2' },
    { label: 'Afmelden', url: 'https://example.nl/af"melden' },
  ],
};

describe('html', () => {
  it('escapes strings and numbers and places SafeHtml and lists of it as they are', () => {
    const inner = new SafeHtml('<b>vet</b>');
    expect(html`<p title="${'"x"'}">${'<i>'}${3}${inner}${[inner, inner]}${null}${false}</p>`.value).toBe(
      '<p title="&quot;x&quot;">&lt;i&gt;3<b>vet</b><b>vet</b><b>vet</b></p>',
    );
  });

  it('lets only http(s) links out', () => {
    expect(href('https://example.nl/?a=1&b="2"').value).toBe('https://example.nl/?a=1&amp;b=&quot;2&quot;');
    expect(href(' javascript:alert(1)').value).toBe('#');
    expect(href('data:text/html,x').value).toBe('#');
    expect(href('/relatief').value).toBe('#');
  });
});

describe('renderFrame', () => {
  const page = renderFrame(frame);

  it('is a responsive mail page with no external CSS', () => {
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(page).toContain('max-width:600px');
    expect(page).toContain('@media (max-width:620px)');
    expect(page).not.toMatch(/<link\b/i);
    expect(page).not.toMatch(/@import/i);
    expect(page).not.toMatch(/<script/i);
  });

  it('escapes every value it is given', () => {
    expect(page).toContain('<title>Titel &quot;met&quot; &lt;tags&gt;</title>');
    expect(page).toContain('via&lt;BOVAG&gt;');
    expect(page).toContain('Voorproef &amp; &lt;meer&gt;');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('Omdat je het vroeg &lt;b&gt;');
    expect(page).toContain('href="https://example.nl/beheer?a=1&amp;b=2"');
    expect(page).toContain('href="https://example.nl/af&quot;melden"');
  });

  it('hides the preheader and leaves out the links line when there are no links', () => {
    expect(page).toMatch(/<div style="display:none;[^"]*">Voorproef/);
    expect(renderFrame({ ...frame, links: [] })).not.toContain('text-decoration:underline');
  });
});

describe('headers', () => {
  it('turns control characters into spaces', () => {
    expect(headerText(' 3 nieuwe\r\nBcc: x@example.nl ')).toBe('3 nieuwe Bcc: x@example.nl');
  });

  it('asks for one-click unsubscribe (RFC 8058) with a clean URL', () => {
    expect(listUnsubscribeHeaders('https://example.nl/api/af?t=1\r\nBcc: x')).toEqual({
      'List-Unsubscribe': '<https://example.nl/api/af?t=1Bcc:x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('renderTextFrame', () => {
  it('writes the blocks, the reason and every link out', () => {
    const text = renderTextFrame({ productName: 'viaBOVAG', blocks: ['Een', 'Twee'], reason: 'Omdat', links: frame.links });
    expect(text).toBe('viaBOVAG\n\nEen\n\nTwee\n\n--\nOmdat\nBeheren: https://example.nl/beheer?a=1&b=2\nAfmelden: https://example.nl/af"melden');
  });
});
