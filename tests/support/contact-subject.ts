import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

/** A listing whose detail page the dealer-contact tests drive: the forms and call buttons on it. */
export interface ContactSubject {
  /** The detail page, `/{type}/aanbod/{slug}-{code}`. */
  path: string;
  listingId: number;
  title: string;
  /** The dealer's own number as stored ("030-1234567"). */
  phone: string;
  /** The dealer's call-tracking code; null for a dealer without. */
  trackingCode: string | null;
}

interface ListItem {
  id: number;
  title: string;
  detailUrl: string;
  company: { phoneNumber: string; callTrackingCode: string | null };
}

/**
 * The first listing of a type whose dealer has (tracked) or lacks a call-tracking code, found
 * through the search call (product §7), which names each listing's dealer and tracking code.
 */
export async function contactSubject(request: APIRequestContext, mobilityType: 'car' | 'bicycle', { tracked = true } = {}): Promise<ContactSubject> {
  for (let page = 1; page <= 5; page++) {
    const response = await request.post('/api/client/search/results', { data: { mobilityType, page } });
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: ListItem[] };
    const item = items.find((candidate) => (candidate.company.callTrackingCode !== null) === tracked);
    if (item) return { path: item.detailUrl, listingId: item.id, title: item.title, phone: item.company.phoneNumber, trackingCode: item.company.callTrackingCode };
  }
  throw new Error(`no ${mobilityType} in the seeded inventory whose dealer ${tracked ? 'has' : 'lacks'} a call-tracking code`);
}

/** Opens the subject's detail page. */
export async function openContactSubject(page: Page, mobilityType: 'car' | 'bicycle', options?: { tracked?: boolean }): Promise<ContactSubject> {
  const subject = await contactSubject(page.request, mobilityType, options);
  await page.goto(subject.path);
  return subject;
}
