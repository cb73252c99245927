import { describe, expect, it } from 'vitest';
import { parseQuickSearchParams } from './quick-search-params';
import { EMPTY_SELECTION, isEmptySelection, selectionFromForm, selectionToParams, selectionToSearch } from './quick-search-selection';

describe('quick search selection', () => {
  it('knows when nothing is chosen', () => {
    expect(isEmptySelection(EMPTY_SELECTION)).toBe(true);
    expect(isEmptySelection({ ...EMPTY_SELECTION, prijsTot: '5000' })).toBe(false);
  });

  it('sends only the chosen fields', () => {
    expect(selectionToParams('car', { ...EMPTY_SELECTION, merk: 'kia', prijsTot: '20000' }).toString()).toBe('type=car&merk=kia&prijs_tot=20000');
  });

  it('gives the JavaScript path the same search as the /zoeken fallback', () => {
    const selection = { soort: '', merk: 'volkswagen', model: 'volkswagen/golf', prijsTot: '15000', bouwjaarVanaf: '2018' };
    const parsed = parseQuickSearchParams(selectionToParams('car', selection));
    expect(parsed).toEqual({ ok: true, search: selectionToSearch('car', selection) });
  });

  it('drops a model that belongs to another brand', () => {
    expect(selectionToSearch('car', { ...EMPTY_SELECTION, merk: 'audi', model: 'bmw/x1' })).toEqual({ mobility: 'car', brand: 'audi' });
  });
});

describe('selectionFromForm', () => {
  it('reads the form fields, missing ones as no choice', () => {
    const data = new URLSearchParams('type=car&merk=kia&prijs_tot=20000');
    expect(selectionFromForm(data)).toEqual({ soort: '', merk: 'kia', model: '', prijsTot: '20000', bouwjaarVanaf: '' });
  });

  it('round-trips through the query the form sends', () => {
    const selection = { soort: 'naked', merk: 'yamaha', model: '', prijsTot: '7500', bouwjaarVanaf: '' };
    expect(selectionFromForm(selectionToParams('motor', selection))).toEqual(selection);
  });
});
