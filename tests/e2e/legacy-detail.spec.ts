/**
 * Issue 20 item 3 (decision 036) over HTTP on the built server: the old site's client reads the
 * build id from the home page with its own pattern and fetches the detail data from the old path.
 */
import { expect, test } from '../support/test';

const CLIENT_BUILD_ID = /"buildId":"([^"]+)"/;
const TYPES = [
  ['car', 'auto'],
  ['ebike', 'fiets'],
  ['motor', 'motor'],
  ['camper', 'camper'],
] as const;

test.describe('detail data for the old site’s clients', () => {
  test('the home page carries the build id and the old data path answers each vehicle type', async ({ request }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    const buildId = CLIENT_BUILD_ID.exec(await home.text())?.[1];
    expect(buildId).toMatch(/^vdp-/);
    const fixtures = (await (await request.get('/test/detail-fixtures')).json()) as Record<string, string | null>;
    for (const [fixture, mobilityType] of TYPES) {
      const path = fixtures[fixture];
      expect(path, fixture).toBeTruthy();
      const vehicleUrl = String(path).split('/').pop() ?? '';
      const response = await request.get(`/_next/data/${buildId}/nl-NL/vdp.json?mobilityType=${mobilityType}&vehicleUrl=${vehicleUrl}`, { headers: { 'x-nextjs-data': '1' } });
      expect(response.status(), fixture).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      const body = (await response.json()) as { pageProps: { vehicle: { mobilityType: string; url: string; advertisement: { title: { formattedValue: string } } } } };
      expect(body.pageProps.vehicle.mobilityType).toBe(mobilityType);
      expect(new URL(body.pageProps.vehicle.url).pathname).toBe(path);
      expect(body.pageProps.vehicle.advertisement.title.formattedValue).not.toBe('');
    }
  });

  test('a stale build id and an unknown vehicle answer 404 JSON, a garbled request 400', async ({ request }) => {
    const buildId = CLIENT_BUILD_ID.exec(await (await request.get('/')).text())?.[1] ?? '';
    const stale = await request.get('/_next/data/vdp-stale/nl-NL/vdp.json?mobilityType=auto&vehicleUrl=volkswagen-golf-ab12cd3');
    expect(stale.status()).toBe(404);
    expect(await stale.json()).toEqual({ status: 404, message: 'Not Found' });
    const unknown = await request.get(`/_next/data/${buildId}/nl-NL/vdp.json?mobilityType=auto&vehicleUrl=volkswagen-golf-zz99zz9`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ status: 404, message: 'Not Found' });
    const garbled = await request.get(`/_next/data/${buildId}/nl-NL/vdp.json?mobilityType=boot`);
    expect(garbled.status()).toBe(400);
    expect(await garbled.json()).toEqual({ status: 400, message: 'The vehicle detail request is malformed' });
  });
});
