import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { amsterdamYearMonth, checkProfessionalEntries, parseProfessionalFile, selectProfessional, type ProfessionalEntry } from './professional-entry';

const story = 'Ze begon als leerling in de werkplaats en weet nu van elke auto die binnenkomt wat er nodig is. Klanten vragen naar haar, omdat ze uitlegt wat ze doet en waarom. Dat scheelt zorgen en geld, zegt ze zelf.';

function file(front: Record<string, string>, body = story): string {
  return `---\n${Object.entries(front).map(([key, value]) => `${key}: ${value}`).join('\n')}\n---\n\n${body}\n`;
}

const valid = { month: '2026-10', types: 'car', name: 'Sanne de Vries', role: 'APK-keurmeester', dealer: 'B100407', quote: 'Een auto die ik aflever, zou ik zelf ook kopen.' };

function entry(month: string, types: string, name = 'Iemand'): ProfessionalEntry {
  return parseProfessionalFile(`${month}-${types}.md`, file({ ...valid, month, types, name }));
}

describe('parseProfessionalFile', () => {
  it('reads the month, types, dealer and story', () => {
    const parsed = parseProfessionalFile('a.md', file({ ...valid, types: 'motor, bicycle' }));
    expect(parsed).toMatchObject({ month: { year: 2026, month: 10 }, types: ['motor', 'bicycle'], dealerExternalId: 'B100407', name: 'Sanne de Vries' });
    expect(parsed.story).toBe(story);
  });

  it.each([
    ['a month that is no month', { month: '2026-13' }],
    ['an unknown vehicle type', { types: 'boot' }],
    ['a dealer that is no external id', { dealer: 'garage veldhuis' }],
    ['a quote that is too long', { quote: 'x'.repeat(221) }],
    ['a missing name', { name: '' }],
  ])('refuses %s, naming the file', (_name, change) => {
    expect(() => parseProfessionalFile('fout.md', file({ ...valid, ...change }))).toThrow(/^fout\.md: /);
  });

  it('refuses an unknown front matter key and a story with headings', () => {
    expect(() => parseProfessionalFile('a.md', file({ ...valid, photo: 'x.webp' }))).toThrow();
    expect(() => parseProfessionalFile('a.md', file(valid, `## Kop\n\n${story}`))).toThrow(/headings/);
  });
});

describe('selectProfessional', () => {
  const entries = [entry('2026-09', 'car', 'September'), entry('2026-11', 'car', 'November'), entry('2026-12', 'car', 'December'), entry('2026-10', 'motor, bicycle', 'Tweewielers')];

  it("takes this month's entry of the vehicle type", () => {
    expect(selectProfessional(entries, 'car', { year: 2026, month: 11 })?.name).toBe('November');
  });

  it('falls back to the latest earlier month, never a future one', () => {
    expect(selectProfessional(entries, 'car', { year: 2026, month: 10 })?.name).toBe('September');
    expect(selectProfessional(entries, 'bicycle', { year: 2027, month: 2 })?.name).toBe('Tweewielers');
    expect(selectProfessional(entries, 'car', { year: 2027, month: 1 })?.name).toBe('December');
  });

  it('has none before the first entry or for a type without entries', () => {
    expect(selectProfessional(entries, 'car', { year: 2026, month: 8 })).toBeNull();
    expect(selectProfessional(entries, 'caramper', { year: 2026, month: 11 })).toBeNull();
  });

  it('refuses two entries for one month and type', () => {
    expect(() => checkProfessionalEntries([entry('2026-10', 'car'), entry('2026-10', 'motor, car')])).toThrow(/same month/);
    expect(() => checkProfessionalEntries(entries)).not.toThrow();
  });
});

describe('amsterdamYearMonth', () => {
  it('starts a month at midnight in the Netherlands', () => {
    expect(amsterdamYearMonth(new Date('2026-10-31T23:30:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(amsterdamYearMonth(new Date('2026-10-31T22:30:00Z'))).toEqual({ year: 2026, month: 10 });
  });
});

describe('content/vakkrachten', () => {
  const dir = path.resolve('content/vakkrachten');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.md'));

  it('holds valid entries, at least three, one per month and type', () => {
    const parsed = files.map((name) => parseProfessionalFile(name, fs.readFileSync(path.join(dir, name), 'utf8')));
    expect(parsed.length).toBeGreaterThanOrEqual(3);
    checkProfessionalEntries(parsed);
  });
});
