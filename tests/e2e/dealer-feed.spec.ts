import sharp from 'sharp';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { axeViolations, WCAG_21_AA } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * The dealer feed API end to end (issue 19): a key made like the CLI makes it pushes a listing with
 * a photo over HTTP, its page shows it with the photo, a retry with the same Idempotency-Key
 * changes nothing, a full sync takes it offline, a wrong key is refused; the reference page renders.
 */
const API = '/api/dealer/v1';
const year = new Date().getFullYear() - 3;

function listing(stockNumber: string, title: string) {
  return {
    externalId: stockNumber,
    mobilityType: 'car',
    kind: 'personenwagen',
    condition: 'occasion',
    usageState: 'gebruikt',
    title,
    description: 'Nette auto uit de feed, met onderhoudshistorie.',
    price: 1_899_500,
    photos: ['upload:voorkant.jpg'],
    brand: 'Volkswagen',
    model: 'Golf',
    bodyType: 'hatchback',
    colour: 'blauw',
    colourName: 'Atlantic Blue',
    year,
    month: 4,
    mileage: 61_000,
    fuelTypes: ['benzine'],
    transmission: 'handgeschakeld',
  };
}

test.describe('dealer feed API', () => {
  test('pushes a listing with a photo, replays a retry, syncs it away and refuses a wrong key', async ({ page, request }) => {
    const key = (await (await request.post('/test/dealer-key')).json()) as { token: string; dealer: string };
    const stockNumber = `E2E-${Date.now().toString(36)}`;
    const title = `Volkswagen Golf feedtest ${stockNumber}`;
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1f4a80' } }).jpeg().toBuffer();
    const push = (idempotencyKey: string) =>
      request.post(`${API}/listings`, {
        headers: { authorization: `Bearer ${key.token}`, 'idempotency-key': idempotencyKey },
        multipart: { feed: JSON.stringify({ listings: [listing(stockNumber, title)] }), photos: { name: 'voorkant.jpg', mimeType: 'image/jpeg', buffer: photo } },
      });

    const first = await push(`${stockNumber}-1`);
    expect(first.status()).toBe(200);
    const answer = (await first.json()) as { items: { result: string; url: string; code: string }[] };
    expect(answer.items[0]?.result).toBe('created');
    const url = answer.items[0]?.url ?? '';

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    const image = page.locator('img[src*="car-feed-photo-"]').first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const retry = await push(`${stockNumber}-1`);
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    expect(await retry.json()).toEqual(answer);

    // Searchable: the index follows the import's change notification (the bench measures how fast).
    const word = stockNumber.slice('E2E-'.length);
    const codes = async () => ((await (await request.post('/api/client/search/results', { data: { text: word } })).json()) as { items: { code: string }[] }).items.map((item) => item.code);
    await expect.poll(codes).toContain(answer.items[0]?.code);

    const other = `${stockNumber}-B`;
    const sync = await request.post(`${API}/listings/sync`, { headers: { authorization: `Bearer ${key.token}` }, data: { complete: true, stockNumbers: [other] } });
    expect(((await sync.json()) as { deactivated: string[] }).deactivated).toContain(stockNumber);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: /is verkocht of niet meer beschikbaar/ })).toBeVisible();

    const wrong = await request.post(`${API}/listings`, { headers: { authorization: `Bearer ${key.token.slice(0, -2)}xx` }, data: { listings: [listing(`${stockNumber}-C`, title)] } });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ status: 401, message: 'Unauthorized' });
  });

  test('the readiness check answers once the node can serve', async ({ request }) => {
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true, database: 'ok', index: 'loaded' });
  });

  test('the reference page renders the OpenAPI document in Dutch and passes axe @mobile', async ({ page, request }) => {
    const document = (await (await request.get(`${API}/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    await page.goto('/adverteren/voorraad-api');
    await expect(page.getByRole('heading', { level: 1, name: 'Voorraad-API' })).toBeVisible();
    for (const summary of ['Advertenties toevoegen of bijwerken', 'Volledige voorraad synchroniseren', 'Leads ophalen']) {
      await expect(page.getByRole('heading', { level: 3, name: summary })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Velden van een advertentie' }).getByRole('rowheader', { name: 'externalId' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'OpenAPI-document (JSON)' })).toHaveAttribute('href', `${API}/openapi.json`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
  });
});
