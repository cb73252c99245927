import 'server-only';
import { env } from '@/lib/config/env';
import { CallButtonsIsland } from './call-buttons-island';
import { CALL_TRACKING_SCRIPT_PATH } from './call-tracking';
import { callButtonsCopy } from './copy.server';
import type { DealerContactProps } from './types';

export interface CallButtonsProps extends DealerContactProps {
  /** Another script URL (the e2e suite's late and silent variants); the default follows CALL_TRACKING. */
  trackingScript?: string;
}

/** Product §4 phone button, as a server component: copy and configuration resolved here. */
export async function CallButtons({ listing, dealer, trackingScript }: CallButtonsProps) {
  const copy = await callButtonsCopy(dealer.name);
  const enabled = env().CALL_TRACKING === 'on' && dealer.callTrackingCode !== null;
  return (
    <CallButtonsIsland
      vehicleId={listing.id}
      phone={dealer.phone}
      trackingCode={dealer.callTrackingCode}
      trackingScript={enabled ? (trackingScript ?? CALL_TRACKING_SCRIPT_PATH) : null}
      copy={copy}
    />
  );
}
