import { describe, expect, it } from 'vitest';
import { createDisplayNames, nameKey, titleCase } from './display-names';

const names = createDisplayNames([
  { name: 'Volkswagen', models: ['Golf', 'ID.3', 'T-Roc', 'Up!'] },
  { name: 'Mercedes-Benz', models: ['A-Klasse', 'Sprinter'] },
  { name: 'Citroën', models: ['C3', 'ë-C4'] },
  { name: 'BMW', models: ['3-serie'] },
  { name: 'BMW', models: ['R 1250 GS'] },
  { name: 'Toyota', models: ['C-HR', 'Yaris Cross'] },
]);

describe('display names of registered makes and models', () => {
  it('compares names without case, accents or punctuation', () => {
    expect(nameKey('Citroën')).toBe(nameKey('CITROEN'));
    expect(nameKey('MERCEDES BENZ')).toBe(nameKey('Mercedes-Benz'));
  });

  it('title-cases what the catalogue does not know, keeping type codes in capitals', () => {
    expect(titleCase('GOLF VARIANT')).toBe('Golf Variant');
    expect(titleCase('ALFA ROMEO')).toBe('Alfa Romeo');
    expect(titleCase('ROLLS-ROYCE')).toBe('Rolls-Royce');
    expect(titleCase('XC60')).toBe('XC60');
    expect(titleCase('  MODEL   3 ')).toBe('Model 3');
  });

  it('takes the catalogue spelling of a make', () => {
    expect(names.brand('VOLKSWAGEN')).toBe('Volkswagen');
    expect(names.brand('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(names.brand('CITROEN')).toBe('Citroën');
    expect(names.brand('BMW')).toBe('BMW');
    expect(names.brand('LYNK & CO')).toBe('Lynk & Co');
  });

  it('takes the catalogue spelling of a model, and of the start of a longer registered name', () => {
    expect(names.model('Volkswagen', 'ID.3')).toBe('ID.3');
    expect(names.model('Volkswagen', 'T-ROC')).toBe('T-Roc');
    expect(names.model('Toyota', 'C-HR')).toBe('C-HR');
    expect(names.model('Volkswagen', 'GOLF VARIANT')).toBe('Golf Variant');
    expect(names.model('Toyota', 'YARIS CROSS HYBRID')).toBe('Yaris Cross Hybrid');
    expect(names.model('BMW', 'R 1250 GS')).toBe('R 1250 GS');
    expect(names.model('BMW', '3-SERIE')).toBe('3-serie');
    expect(names.model('Volkswagen', 'PASSAT')).toBe('Passat');
  });
});
