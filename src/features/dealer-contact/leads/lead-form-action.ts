'use server';

import { headers } from 'next/headers';
import { detailPath } from '@/features/search';
import { log } from '@/lib/log';
import { requestClient } from '@/lib/rate-limit/rate-limit';
import type { LeadFormPostState } from '../ui/lead-form-model';
import { LEAD_TYPES, TRADE_IN_VEHICLES, leadFields, type LeadType, type TradeInVehicle } from './lead-fields';
import { decideLead, leadRouteDeps } from './lead-handler.server';

const isLeadType = (value: unknown): value is LeadType => (LEAD_TYPES as readonly unknown[]).includes(value);
const isTradeInVehicle = (value: unknown): value is TradeInVehicle => (TRADE_IN_VEHICLES as readonly unknown[]).includes(value);

/**
 * A lead form sent by the browser itself: JavaScript off, or a submit before the form's code ran
 * (issue 49: the question was lost and the page came back empty). React posts the form here and
 * renders the page with what this returns: the confirmation, or every field as typed with the
 * reasons it was refused. The same allowance, validation, storage and mail as the API call
 * (decideLead); with JavaScript the form posts to the API itself and never reaches this.
 */
export async function sendLeadForm(_previous: LeadFormPostState, form: FormData): Promise<LeadFormPostState> {
  const text = (name: string): string => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const type = text('type');
  const vehicle = text('tradeInVehicle');
  if (!isLeadType(type)) return { status: 'failed', values: {} };
  const tradeInVehicle = type === 'tradeIn' && isTradeInVehicle(vehicle) ? vehicle : null;
  const values = Object.fromEntries(
    leadFields(type, tradeInVehicle ?? 'car')
      .filter((field) => field.kind !== 'photos')
      .map((field) => [field.name, text(field.name)]),
  );
  const lead = { ...values, type, listingId: Number(text('listingId')), ...(type === 'tradeIn' ? { tradeInVehicle: tradeInVehicle ?? 'car' } : {}), website: text('website') };
  try {
    const requestHeaders = await headers();
    const deps = await leadRouteDeps((listing) => detailPath(listing.mobilityType, listing.title, listing.code));
    const client = requestClient(requestHeaders, { trustedProxies: deps.settings.trustedProxies, testRoutes: deps.testRoutes });
    const result = await decideLead(client, () => Promise.resolve({ ok: true, lead, photos: [] }), deps);
    return result.ok ? { status: 'sent', values: {} } : { status: 'refused', values, errors: result.errors };
  } catch (error) {
    log.error({ err: error }, 'lead form post failed');
    return { status: 'failed', values };
  }
}
