import { describe, expect, it } from 'vitest';
import { readLegacyDetailRequest } from './request';

const read = (pathAndQuery: string) => readLegacyDetailRequest(new URL(pathAndQuery, 'http://localhost'));
const PATH = '/_next/data/vdp-abc123/nl-NL/vdp.json';

describe('readLegacyDetailRequest', () => {
  it('reads the build id from the old path and both parameters as the client sends them', () => {
    expect(read(`${PATH}?mobilityType=auto&vehicleUrl=volkswagen-golf-ab12cd3`)).toEqual({ kind: 'ok', buildId: 'vdp-abc123', mobilityType: 'car', slug: 'volkswagen-golf-ab12cd3' });
    expect(read(`${PATH}?mobilityType=motor&vehicleUrl=x-ab12cd3`)).toMatchObject({ mobilityType: 'motor' });
    expect(read(`${PATH}?mobilityType=fiets&vehicleUrl=x-ab12cd3`)).toMatchObject({ mobilityType: 'bicycle' });
    expect(read(`${PATH}?mobilityType=camper&vehicleUrl=x-ab12cd3`)).toMatchObject({ mobilityType: 'caramper' });
  });

  it('accepts our own and the API spellings of a type, in any case, and a slug in capitals', () => {
    for (const [spelling, type] of [['CAR', 'car'], ['caramper', 'caramper'], ['Kampeervoertuig', 'caramper'], ['bicycle', 'bicycle'], ['Motorcycle', 'motor'], ['caravan', 'caramper']] as const) {
      expect(read(`${PATH}?mobilityType=${spelling}&vehicleUrl=X-AB12CD3`)).toMatchObject({ kind: 'ok', mobilityType: type, slug: 'x-ab12cd3' });
    }
  });

  it('reads the build id from the parameter when the handler is called directly', () => {
    expect(read('/api/client/legacy/vdp?buildId=vdp-abc123&mobilityType=auto&vehicleUrl=x-ab12cd3')).toMatchObject({ kind: 'ok', buildId: 'vdp-abc123' });
  });

  it('calls a missing, repeated or garbled parameter malformed', () => {
    const cases: [string, string][] = [
      [`${PATH}?vehicleUrl=x-ab12cd3`, 'mobilityType'],
      [`${PATH}?mobilityType=&vehicleUrl=x-ab12cd3`, 'mobilityType'],
      [`${PATH}?mobilityType=boot&vehicleUrl=x-ab12cd3`, 'mobilityType'],
      [`${PATH}?mobilityType=auto&mobilityType=motor&vehicleUrl=x-ab12cd3`, 'mobilityType'],
      [`${PATH}?mobilityType=auto`, 'vehicleUrl'],
      [`${PATH}?mobilityType=auto&vehicleUrl=`, 'vehicleUrl'],
      [`${PATH}?mobilityType=auto&vehicleUrl=a&vehicleUrl=b`, 'vehicleUrl'],
      [`${PATH}?mobilityType=auto&vehicleUrl=${encodeURIComponent('golf/../../etc')}`, 'vehicleUrl'],
      [`${PATH}?mobilityType=auto&vehicleUrl=golf--ab12cd3`, 'vehicleUrl'],
      [`${PATH}?mobilityType=auto&vehicleUrl=${'a'.repeat(301)}`, 'vehicleUrl'],
      [`${PATH}?mobilityType=auto&vehicleUrl=${encodeURIComponent('gölf-ab12cd3')}`, 'vehicleUrl'],
      ['/api/client/legacy/vdp?mobilityType=auto&vehicleUrl=x-ab12cd3', 'buildId'],
      [`/_next/data/${encodeURIComponent('a"b')}/nl-NL/vdp.json?mobilityType=auto&vehicleUrl=x-ab12cd3`, 'buildId'],
    ];
    for (const [url, reason] of cases) expect(read(url), url).toEqual({ kind: 'malformed', reason });
  });
});
