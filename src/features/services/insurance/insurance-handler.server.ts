import 'server-only';
import { ApiError, toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { wakeOutbox } from '@/lib/mail/outbox/outbox-job.server';
import { lookupPlate } from '@/features/plate-registry/server';
import { liveServiceDeps } from '../lead-kit/live-deps.server';
import { serviceFormResponse, serviceJsonResponse, type SubmitService } from '../lead-kit/service-call.server';
import { INSURANCE_FLASH_COOKIE, INSURANCE_FORM_FIELDS, INSURANCE_PATH } from './paths';
import { insurancePartner, type ConfiguredPartner } from './partner';
import { submitInsurance } from './submit-insurance.server';

async function insuranceCall(partner: ConfiguredPartner) {
  const { call, t } = await liveServiceDeps('insurance', 'insurance');
  const submit: SubmitService = (body, limits) => submitInsurance({ db: call.db, t, wake: wakeOutbox, lookupPlate, partner: { name: partner.name, email: partner.email } }, body, limits);
  return { call, submit };
}

/** No partner configured (decision 058): 503 with the page's Dutch explanation; nothing is stored or mailed. */
async function noPartner(): Promise<Response> {
  const t = await getT('insurance');
  return toErrorResponse(new ApiError('serviceUnavailable', 'no insurance partner configured', { fields: { form: t('off.text') } }));
}

/** POST /api/client/insurance (JSON): 201 `{ partner, vehicle, licensePlate }`; 400 field errors (an unknown plate too), 429. */
export async function handleInsuranceRequest(request: Request): Promise<Response> {
  try {
    const partner = insurancePartner(env());
    if (!partner) return await noPartner();
    const { call, submit } = await insuranceCall(partner);
    return await serviceJsonResponse(request, call, submit);
  } catch (error) {
    log.error({ err: error }, 'insurance call failed');
    return toErrorResponse(error);
  }
}

/** POST /verzekering/autoverzekering/aanvraag (the form without JavaScript): 303 back to the page with the outcome. */
export async function handleInsuranceForm(request: Request): Promise<Response> {
  try {
    const partner = insurancePartner(env());
    // Back to the page, which says the form is off; a relative Location needs no host.
    if (!partner) return new Response(null, { status: 303, headers: { location: INSURANCE_PATH, 'cache-control': 'no-store' } });
    const { call, submit } = await insuranceCall(partner);
    return await serviceFormResponse(request, call, submit, { path: INSURANCE_PATH, cookie: INSURANCE_FLASH_COOKIE, fields: INSURANCE_FORM_FIELDS });
  } catch (error) {
    log.error({ err: error }, 'insurance form failed');
    return toErrorResponse(error);
  }
}
