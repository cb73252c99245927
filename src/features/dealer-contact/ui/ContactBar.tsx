import 'server-only';
import { CALL_TRACKING_SCRIPT_PATH } from '../call-tracking/call-tracking';
import { dealerTracksCalls } from '../call-tracking/call-tracking.server';
import type { DealerContactProps } from '../types';
import { ContactBarIsland } from './ContactBarIsland';
import { callButtonsCopy, contactBarCopy } from './copy.server';

/**
 * The phone bar of a detail page (below 960 px): "Bel" and "Stuur bericht" fixed to the bottom of
 * the screen once the page's own call buttons (the element `watch` names) scrolled away.
 */
export async function ContactBar({ listing, dealer, watch }: DealerContactProps & { watch: string }) {
  const [call, copy] = await Promise.all([callButtonsCopy(dealer.name), contactBarCopy(dealer.name)]);
  const enabled = dealerTracksCalls(dealer);
  return (
    <ContactBarIsland
      watch={watch}
      copy={copy}
      call={{ vehicleId: listing.id, phone: dealer.phone, trackingCode: dealer.callTrackingCode, trackingScript: enabled ? CALL_TRACKING_SCRIPT_PATH : null, copy: call }}
    />
  );
}
