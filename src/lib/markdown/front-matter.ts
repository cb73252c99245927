/**
 * Front matter of our markdown files (blog articles, content pages): `key: value` lines between
 * two `---` lines at the top. We write these files ourselves, so the format stays this small (a
 * YAML parser would accept far more than we support); anything else is an error for the editor
 * that names the line, rather than a silent misreading.
 */
export interface FrontMatter {
  data: Record<string, string>;
  /** What follows the closing fence, without the blank lines that separate it. */
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

export function parseFrontMatter(source: string): FrontMatter {
  const lines = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') throw new Error('front matter ontbreekt: het bestand moet met --- beginnen');
  const close = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (close < 0) throw new Error('front matter wordt niet afgesloten met ---');

  const data: Record<string, string> = {};
  for (let index = 1; index < close; index += 1) {
    const line = lines[index]?.trim() ?? '';
    if (line === '' || line.startsWith('#')) continue;
    const match = KEY_VALUE.exec(line);
    if (!match) throw new Error(`front matter regel ${index + 1} is geen "sleutel: waarde": ${line}`);
    const key = match[1] ?? '';
    if (Object.hasOwn(data, key)) throw new Error(`front matter sleutel "${key}" staat er twee keer in`);
    data[key] = unquote((match[2] ?? '').trim());
  }
  return { data, body: lines.slice(close + 1).join('\n').replace(/^\n+/, '') };
}
