import { describe, expect, it } from 'vitest';
import { addToCart, checkoutStep, createDataLayer, detailView, genericEvent, impressions, phoneRequestPurchase, productClick, removeFromCart, type DataLayerTarget } from './data-layer';
import { analyticsProduct } from './product';

const product = analyticsProduct({ id: 9, name: 'Kia Picanto', price: 8950, brand: 'Kia', model: 'Picanto', vehicleType: 'Auto', bodyType: 'hatchback', features: ['1.0 CVVT'], fuel: 'benzine', companyId: 3, city: 'Ede' });

describe('data layer events (product §7)', () => {
  it('builds the e-commerce events with the product model', () => {
    expect(productClick(product, 'zoekresultaten', 4)).toEqual({
      event: 'productClick',
      ecommerce: { currencyCode: 'EUR', click: { actionField: { list: 'zoekresultaten' }, products: [{ ...product, position: 4 }] } },
    });
    expect(detailView(product)).toEqual({ event: 'productDetail', ecommerce: { currencyCode: 'EUR', detail: { actionField: {}, products: [product] } } });
    expect(addToCart(product)).toEqual({ event: 'addToCart', ecommerce: { currencyCode: 'EUR', add: { products: [product] } } });
    expect(removeFromCart(product)).toEqual({ event: 'removeFromCart', ecommerce: { currencyCode: 'EUR', remove: { products: [product] } } });
    expect(checkoutStep(product, 1, 'telefoonnummer')).toEqual({
      event: 'checkout',
      ecommerce: { currencyCode: 'EUR', checkout: { actionField: { step: 1, option: 'telefoonnummer' }, products: [product] } },
    });
    expect(phoneRequestPurchase(product, 't-1')).toEqual({
      event: 'purchase',
      ecommerce: { currencyCode: 'EUR', purchase: { actionField: { id: 't-1', affiliation: 'telefoonnummer', revenue: '8950.00' }, products: [product] } },
    });
  });

  it('numbers impressions from the given position and names their list', () => {
    const entry = impressions([product, { ...product, id: '10' }], 'favorieten', 25);
    expect(entry.ecommerce).toEqual({
      currencyCode: 'EUR',
      impressions: [
        { ...product, position: 25, list: 'favorieten' },
        { ...product, id: '10', position: 26, list: 'favorieten' },
      ],
    });
  });

  it('builds a generic event, with a value only when given', () => {
    expect(genericEvent('delen', 'facebook', '9')).toEqual({ event: 'genericEvent', eventCategory: 'delen', eventAction: 'facebook', eventLabel: '9' });
    expect(genericEvent('filter', 'prijs', undefined, 3)).toEqual({ event: 'genericEvent', eventCategory: 'filter', eventAction: 'prijs', eventLabel: '', eventValue: 3 });
  });
});

describe('pushing to the data layer', () => {
  it('holds entries until consent and then writes them, clearing ecommerce before each', () => {
    const host: DataLayerTarget = {};
    const layer = createDataLayer(() => host);
    layer.push(detailView(product));
    expect(host.dataLayer).toBeUndefined();
    layer.setConsent(true);
    expect(host.dataLayer).toEqual([{ ecommerce: null }, detailView(product)]);
    layer.push(genericEvent('a', 'b'));
    expect(host.dataLayer).toHaveLength(3);
  });

  it('drops held and later entries when analytics is refused', () => {
    const host: DataLayerTarget = {};
    const layer = createDataLayer(() => host);
    layer.push(addToCart(product));
    layer.setConsent(false);
    layer.push(removeFromCart(product));
    expect(host.dataLayer).toBeUndefined();
  });

  it('stops writing when consent is withdrawn', () => {
    const host: DataLayerTarget = {};
    const layer = createDataLayer(() => host);
    layer.setConsent(true);
    layer.push(genericEvent('a', 'b'));
    layer.setConsent(false);
    layer.push(genericEvent('a', 'c'));
    expect(host.dataLayer).toEqual([genericEvent('a', 'b')]);
  });
});
