import { describe, expect, it } from 'vitest';
import { skippedByQuery, tagOrigins, tagScriptsFor, tagsToLoad, type TagSettings } from './tag-loading';

const production: TagSettings = {
  appEnv: 'production',
  skip: false,
  skipHosts: ['viabovag-prod.azurewebsites.net'],
  tagManagerId: 'GTM-ABC123',
  marketingTagUrl: 'https://tags.example-ads.nl/tag.js',
};
const scripts = { tagManagerId: 'GTM-ABC123', marketingTagUrl: 'https://tags.example-ads.nl/tag.js' };
const everything = { analytics: true, marketing: true };

describe('which environments load tags', () => {
  it('loads them in production on the public host', () => {
    expect(tagScriptsFor(production, 'www.viabovag.nl')).toEqual(scripts);
  });

  it.each(['acceptance', 'qa1', 'qa2', 'dynamic-qa', 'integration-test', 'development'] as const)('never in %s', (appEnv) => {
    expect(tagScriptsFor({ ...production, appEnv }, 'www.viabovag.nl')).toBeNull();
  });

  it('not when the environment setting skips them', () => {
    expect(tagScriptsFor({ ...production, skip: true }, 'www.viabovag.nl')).toBeNull();
  });

  it('not on the direct production instance host, whatever its case or port', () => {
    expect(tagScriptsFor(production, 'ViaBovag-Prod.azurewebsites.net:443')).toBeNull();
    expect(tagScriptsFor(production, 'viabovag-prod.azurewebsites.net.')).toBeNull();
  });

  it('not when no tag is configured, and only the configured one otherwise', () => {
    expect(tagScriptsFor({ ...production, tagManagerId: '', marketingTagUrl: null }, 'www.viabovag.nl')).toBeNull();
    expect(tagScriptsFor({ ...production, marketingTagUrl: null }, 'www.viabovag.nl')).toEqual({ tagManagerId: 'GTM-ABC123', marketingTagUrl: null });
  });
});

describe('what the browser loads', () => {
  it('loads both after full consent', () => {
    expect(tagsToLoad(scripts, '', everything)).toEqual({ tagManager: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', marketing: 'https://tags.example-ads.nl/tag.js' });
  });

  it('loads nothing before the visitor chose', () => {
    expect(tagsToLoad(scripts, '', null)).toEqual({ tagManager: null, marketing: null });
  });

  it('loads each only with its own consent', () => {
    expect(tagsToLoad(scripts, '', { analytics: true, marketing: false })).toEqual({ tagManager: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', marketing: null });
    expect(tagsToLoad(scripts, '', { analytics: false, marketing: true })).toEqual({ tagManager: null, marketing: 'https://tags.example-ads.nl/tag.js' });
    expect(tagsToLoad(scripts, '', { analytics: false, marketing: false })).toEqual({ tagManager: null, marketing: null });
  });

  it('loads nothing when the server ruled tags out or the query skips them', () => {
    expect(tagsToLoad(null, '', everything)).toEqual({ tagManager: null, marketing: null });
    expect(tagsToLoad(scripts, '?skipTags=true', everything)).toEqual({ tagManager: null, marketing: null });
  });
});

describe('the skip query parameter', () => {
  it.each([
    ['?skipTags', true],
    ['?skipTags=1', true],
    ['?merk=kia&skipTags=TRUE', true],
    ['?skipTags=false', false],
    ['?skipTags=0', false],
    ['?skiptags=1', false],
    ['', false],
  ])('%s skips: %s', (search, skipped) => {
    expect(skippedByQuery(search)).toBe(skipped);
  });
});

describe('CSP origins for tags', () => {
  it('lists the tag manager hosts and the marketing tag origin', () => {
    expect(tagOrigins('GTM-ABC123', 'https://tags.example-ads.nl/tag.js')).toEqual([
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://tags.example-ads.nl',
    ]);
    expect(tagOrigins('', null)).toEqual([]);
    expect(tagOrigins('', 'not a url')).toEqual([]);
  });
});
