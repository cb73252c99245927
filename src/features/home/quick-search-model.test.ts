import { describe, expect, it } from 'vitest';
import { selectModel, submitModel } from './quick-search-model';
import { EMPTY_SELECTION } from './quick-search-selection';
import type { QuickSearchCopy } from './quick-search-types';

const copy: QuickSearchCopy = {
  title: 'Vind je auto',
  labels: { soort: 'Soort', merk: 'Merk', model: 'Model', prijsTot: 'Prijs tot', bouwjaarVanaf: 'Bouwjaar vanaf' },
  soortAll: 'Alle soorten',
  merkAll: 'Alle merken',
  modelAll: 'Alle modellen',
  modelPickBrand: 'Kies eerst een merk',
  prijsAll: 'Geen maximum',
  bouwjaarAll: 'Geen minimum',
  submit: { zero: 'Bekijk alle auto’s', one: 'Bekijk {count} auto', other: 'Bekijk {count} auto’s' },
  noMatches: 'Geen auto’s gevonden',
  countFailed: 'Het aantal kon niet worden opgehaald',
};

const data = {
  copy,
  soorten: [{ value: 'personenwagen', label: 'Personenauto (10)' }],
  brands: [
    { value: 'audi', label: 'Audi (3)' },
    { value: 'bmw', label: 'BMW (2)' },
  ],
  models: { audi: [{ value: 'audi/a4', label: 'A4 (3)' }], bmw: [{ value: 'bmw/3-serie', label: '3-serie (2)' }] },
  priceSteps: [5000, 10000],
  years: [2024, 2023],
};

describe('quick search selects', () => {
  it('names each select as /zoeken reads it and formats price steps as euros', () => {
    const price = selectModel('prijsTot', data, EMPTY_SELECTION, true);
    expect(price).toMatchObject({ name: 'prijs_tot', label: 'Prijs tot', placeholder: 'Geen maximum', disabled: false });
    expect(price.options.map((option) => option.value)).toEqual(['5000', '10000']);
    expect(price.options[0]?.label).toMatch(/^€\s?5\.000/);
    expect(selectModel('bouwjaarVanaf', data, EMPTY_SELECTION, true)).toMatchObject({ name: 'bouwjaar_vanaf', options: [{ value: '2024', label: '2024' }, { value: '2023', label: '2023' }] });
  });

  it('lists every brand’s models in groups without JavaScript', () => {
    const model = selectModel('model', data, EMPTY_SELECTION, false);
    expect(model).toMatchObject({ placeholder: 'Alle modellen', disabled: false, options: [] });
    expect(model.groups.map((group) => [group.key, group.label, group.options.length])).toEqual([
      ['audi', 'Audi (3)', 1],
      ['bmw', 'BMW (2)', 1],
    ]);
  });

  it('waits for a brand with JavaScript, then lists only that brand’s models', () => {
    expect(selectModel('model', data, EMPTY_SELECTION, true)).toMatchObject({ placeholder: 'Kies eerst een merk', disabled: true, options: [], groups: [] });
    expect(selectModel('model', data, { ...EMPTY_SELECTION, merk: 'bmw' }, true)).toMatchObject({ placeholder: 'Alle modellen', disabled: false, options: data.models.bmw });
  });
});

describe('quick search button', () => {
  it('shows the whole stock while nothing is chosen', () => {
    expect(submitModel(copy, 1234, 'type=car', true, null)).toEqual({ text: 'Bekijk 1.234 auto’s', busy: false, note: '' });
    expect(submitModel(copy, 0, 'type=car', true, null).text).toBe('Bekijk alle auto’s');
  });

  it('is busy until the count for the current choice is in, showing the last figure meanwhile', () => {
    const waiting = submitModel(copy, 1234, 'type=car&merk=bmw', false, { key: 'type=car&merk=audi', count: 3 });
    expect(waiting).toEqual({ text: 'Bekijk 3 auto’s', busy: true, note: '' });
    expect(submitModel(copy, 1234, 'type=car&merk=bmw', false, { key: 'type=car&merk=bmw', count: 1 })).toEqual({ text: 'Bekijk 1 auto', busy: false, note: '' });
  });

  it('says when a choice matches nothing, and falls back to the stock when the count fails', () => {
    expect(submitModel(copy, 1234, 'k', false, { key: 'k', count: 0 })).toEqual({ text: 'Bekijk 0 auto’s', busy: false, note: 'Geen auto’s gevonden' });
    expect(submitModel(copy, 1234, 'k', false, { key: 'k', count: null })).toEqual({ text: 'Bekijk 1.234 auto’s', busy: false, note: 'Het aantal kon niet worden opgehaald' });
  });
});
