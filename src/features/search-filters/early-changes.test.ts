import { describe, expect, it } from 'vitest';
import { emptySearchRequest, parseSearchRequest } from '@/lib/search-request/schema';
import { applyEarlyChanges, type EarlyChange } from './early-changes';

const car = { ...emptySearchRequest('car'), page: 3 };
const check = (name: string, value: string, checked = true): EarlyChange => ({ name, value, checked });
const value = (name: string, entered: string): EarlyChange => ({ name, value: entered });

describe('applyEarlyChanges', () => {
  it('applies a brand ticked before hydration, on page 1', () => {
    const next = applyEarlyChanges(car, [check('brand', 'volkswagen')]);
    expect(next.brand).toEqual(['volkswagen']);
    expect(next.page).toBe(1);
  });

  it('drops the models of a brand unticked before hydration', () => {
    const request = { ...car, brand: ['volkswagen'], model: ['golf', 'polo', 'clio'] };
    const next = applyEarlyChanges(request, [check('brand', 'volkswagen', false)], (brand) => (brand === 'volkswagen' ? ['golf', 'polo'] : []));
    expect(next.brand).toEqual([]);
    expect(next.model).toEqual(['clio']);
  });

  it('applies enums, flags, a radio, range selects and a radius with its postal code, whatever their order', () => {
    const next = applyEarlyChanges(car, [
      check('fuel', 'diesel'),
      check('napOnly', '1'),
      check('addedSince', 'oneWeek'),
      value('price_max', '15000'),
      value('radius', 'thirty'),
      value('postalCode', '3511ab'),
    ]);
    expect(next).toMatchObject({ fuel: ['diesel'], napOnly: true, addedSince: 'oneWeek', price: { max: 15000 }, radius: 'thirty', postalCode: '3511 AB' });
    expect(parseSearchRequest(next)).toMatchObject({ ok: true, request: next });
  });

  it('leaves what it cannot read, and a state the request already has, as it is', () => {
    expect(applyEarlyChanges(car, [value('postalCode', '35'), check('unknown', 'x'), check('fuel', 'nonsense')])).toEqual(car);
    const request = { ...car, brand: ['audi'] };
    expect(applyEarlyChanges(request, [check('brand', 'audi')])).toBe(request);
  });
});
