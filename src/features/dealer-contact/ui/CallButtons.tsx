import 'server-only';
import { CallButtonsIsland } from './CallButtonsIsland';
import { CALL_TRACKING_SCRIPT_PATH } from '../call-tracking/call-tracking';
import { dealerTracksCalls } from '../call-tracking/call-tracking.server';
import { callButtonsCopy } from './copy.server';
import type { DealerContactProps } from '../types';

export type CallButtonsProps = DealerContactProps;

/** Product §4 phone button, as a server component: copy and configuration resolved here. */
export async function CallButtons({ listing, dealer }: CallButtonsProps) {
  const copy = await callButtonsCopy(dealer.name);
  const enabled = dealerTracksCalls(dealer);
  return (
    <CallButtonsIsland
      vehicleId={listing.id}
      phone={dealer.phone}
      trackingCode={dealer.callTrackingCode}
      trackingScript={enabled ? CALL_TRACKING_SCRIPT_PATH : null}
      copy={copy}
    />
  );
}
