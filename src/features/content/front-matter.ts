/**
 * The few lines of YAML-like front matter our pages use: `key: value`, one per line, between two
 * `---` lines. A full YAML parser would accept far more than we want to support (and load a
 * dependency for it); a malformed line fails loudly instead of being read as something else.
 */
export interface FrontMatter {
  data: Record<string, string>;
  body: string;
}

const FENCE = '---';
const LINE = /^([a-zA-Z][a-zA-Z0-9]*):\s*(.*)$/;

function unquote(value: string): string {
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'") && value.endsWith(first)) return value.slice(1, -1);
  return value;
}

export function parseFrontMatter(source: string): FrontMatter {
  const lines = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  if (lines[0]?.trim() !== FENCE) throw new Error('front matter must start on the first line with ---');
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === FENCE);
  if (end < 0) throw new Error('front matter is not closed with ---');

  const data: Record<string, string> = {};
  for (let index = 1; index < end; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`front matter line ${index + 1} is not "key: value": ${line}`);
    const [, key = '', raw = ''] = match;
    if (key in data) throw new Error(`front matter key "${key}" appears twice`);
    data[key] = unquote(raw.trim());
  }
  return { data, body: lines.slice(end + 1).join('\n') };
}
