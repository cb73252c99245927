import { describe, expect, it } from 'vitest';
import { appStoreLinks, detectAppPlatform } from './app-promo';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  pixel: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsungTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('detectAppPlatform', () => {
  it.each([
    ['iPhone', UA.iphone, 'ios'],
    ['iPad', UA.ipad, 'ios'],
    ['Android phone', UA.pixel, 'android'],
    ['Android tablet', UA.samsungTablet, 'android'],
    ['Windows desktop', UA.windows, 'unknown'],
    ['Mac (or an iPadOS that hides itself)', UA.mac, 'unknown'],
    ['no header', null, 'unknown'],
    ['empty header', '', 'unknown'],
  ] as const)('%s → %s', (_, userAgent, expected) => {
    expect(detectAppPlatform(userAgent)).toBe(expected);
  });
});

describe('appStoreLinks', () => {
  const urls = { iosAppUrl: 'https://apps.example/ios', androidAppUrl: 'https://play.example/android' };
  it('shows only the App Store on iOS', () => {
    expect(appStoreLinks('ios', urls)).toEqual([{ store: 'appStore', href: urls.iosAppUrl }]);
  });
  it('shows only Google Play on Android', () => {
    expect(appStoreLinks('android', urls)).toEqual([{ store: 'playStore', href: urls.androidAppUrl }]);
  });
  it('shows both, App Store first, when the device is unknown', () => {
    expect(appStoreLinks('unknown', urls).map((link) => link.store)).toEqual(['appStore', 'playStore']);
  });
});
