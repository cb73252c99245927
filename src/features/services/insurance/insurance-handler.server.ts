import 'server-only';
import { toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { lookupPlate } from '@/features/plate-registry/server';
import { liveServiceDeps } from '../lead-kit/live-deps.server';
import { serviceFormResponse, serviceJsonResponse, type SubmitService } from '../lead-kit/service-call.server';
import { INSURANCE_FLASH_COOKIE, INSURANCE_FORM_FIELDS, INSURANCE_PATH } from './paths';
import { submitInsurance } from './submit-insurance.server';

async function insuranceCall() {
  const { call, t } = await liveServiceDeps('insurance', 'insurance');
  const e = env();
  const submit: SubmitService = (body, limits) =>
    submitInsurance({ db: call.db, t, wake: wakeOutbox, lookupPlate, partner: { name: e.INSURANCE_PARTNER_NAME, email: e.INSURANCE_PARTNER_EMAIL } }, body, limits);
  return { call, submit };
}

/** POST /api/client/insurance (JSON): 201 `{ partner, vehicle, licensePlate }`; 400 field errors (an unknown plate too), 429. */
export async function handleInsuranceRequest(request: Request): Promise<Response> {
  try {
    const { call, submit } = await insuranceCall();
    return await serviceJsonResponse(request, call, submit);
  } catch (error) {
    log.error({ err: error }, 'insurance call failed');
    return toErrorResponse(error);
  }
}

/** POST /verzekering/autoverzekering/aanvraag (the form without JavaScript): 303 back to the page with the outcome. */
export async function handleInsuranceForm(request: Request): Promise<Response> {
  try {
    const { call, submit } = await insuranceCall();
    return await serviceFormResponse(request, call, submit, { path: INSURANCE_PATH, cookie: INSURANCE_FLASH_COOKIE, fields: INSURANCE_FORM_FIELDS });
  } catch (error) {
    log.error({ err: error }, 'insurance form failed');
    return toErrorResponse(error);
  }
}
