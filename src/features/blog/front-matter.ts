/**
 * Front matter of a blog article: `key: value` lines between two `---` lines at the top. We
 * write these files ourselves, so the format stays this small; anything else is an error that
 * names the line, rather than a silent misreading.
 */
export interface ParsedMarkdownFile {
  fields: Record<string, string>;
  body: string;
}

const KEY_VALUE = /^([a-zA-Z][a-zA-Z0-9_]*)\s*:\s?(.*)$/;

function unquote(value: string): string {
  const quote = value[0];
  if (value.length >= 2 && (quote === '"' || quote === "'") && value.at(-1) === quote) {
    const inner = value.slice(1, -1);
    return quote === '"' ? inner.replace(/\\"/g, '"').replace(/\\\\/g, '\\') : inner.replace(/''/g, "'");
  }
  return value;
}

export function parseFrontMatter(source: string): ParsedMarkdownFile {
  const lines = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') throw new Error('front matter ontbreekt: het bestand moet met --- beginnen');
  const close = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (close < 0) throw new Error('front matter wordt niet afgesloten met ---');

  const fields: Record<string, string> = {};
  for (let index = 1; index < close; index += 1) {
    const line = lines[index]?.trim() ?? '';
    if (line === '' || line.startsWith('#')) continue;
    const match = KEY_VALUE.exec(line);
    if (!match) throw new Error(`front matter regel ${index + 1} is geen "sleutel: waarde": ${line}`);
    const key = match[1] ?? '';
    if (Object.hasOwn(fields, key)) throw new Error(`front matter sleutel "${key}" staat er twee keer in`);
    fields[key] = unquote((match[2] ?? '').trim());
  }
  return { fields, body: lines.slice(close + 1).join('\n').replace(/^\n+/, '') };
}
