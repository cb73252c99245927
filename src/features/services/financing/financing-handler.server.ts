import 'server-only';
import { toErrorResponse } from '@/lib/api/errors';
import { mailSiteUrl } from '@/lib/config/site-url.server';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { detailPath } from '@/features/search';
import { liveServiceDeps } from '../lead-kit/live-deps.server';
import { serviceFormResponse, serviceJsonResponse, type SubmitService } from '../lead-kit/service-call.server';
import { FINANCING_FORM_FIELDS, FINANCING_FLASH_COOKIE, FINANCING_PATH, VEHICLE_PARAM } from './paths';
import { submitFinancing } from './submit-financing.server';
import { vehicleCodeOf } from './financing-request';

async function financingCall() {
  const { call, t } = await liveServiceDeps('financing', 'financing');
  const submit: SubmitService = (body, limits) =>
    submitFinancing(
      { db: call.db, t, wake: wakeOutbox, listingUrl: (listing) => new URL(detailPath(listing.mobilityType, listing.title, listing.code), mailSiteUrl()).toString() },
      body,
      limits,
    );
  return { call, submit };
}

/** POST /api/client/financing (JSON): 201 `{ dealer, vehicle }`; 400 field errors, 404 (no such vehicle, no financing dealer), 429. */
export async function handleFinancingRequest(request: Request): Promise<Response> {
  try {
    const { call, submit } = await financingCall();
    return await serviceJsonResponse(request, call, submit);
  } catch (error) {
    log.error({ err: error }, 'financing call failed');
    return toErrorResponse(error);
  }
}

/** POST /financieren/autofinanciering/aanvraag (the form without JavaScript): 303 back to the page with the outcome. */
export async function handleFinancingForm(request: Request): Promise<Response> {
  try {
    const { call, submit } = await financingCall();
    return await serviceFormResponse(request, call, submit, {
      path: FINANCING_PATH,
      cookie: FINANCING_FLASH_COOKIE,
      fields: FINANCING_FORM_FIELDS,
      keep: (values): Record<string, string> => {
        const code = vehicleCodeOf(values.vehicle);
        return code ? { [VEHICLE_PARAM]: code } : {};
      },
    });
  } catch (error) {
    log.error({ err: error }, 'financing form failed');
    return toErrorResponse(error);
  }
}
