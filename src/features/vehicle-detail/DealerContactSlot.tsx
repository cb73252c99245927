import 'server-only';
/**
 * Where the dealer-contact feature (issue 5 item 3) is composed into the detail page: the call
 * buttons in the summary, the lead forms in the contact section, each guarded as its own section
 * (product §8: phone call-to-action, contact form, trade-in, bicycle reserve dialog).
 */
import { CallButtons, ContactBar, ContactForm, LeaseRequest, ReportFault, ReserveBikeDialog, TestDriveRequest, TradeInRequest } from '@/features/dealer-contact/server';
import { Guard } from './Guard.server';
import type { ContactDealer, ContactListing } from '@/lib/vehicle/detail';
import styles from './detail.module.css';

interface SlotProps {
  listing: ContactListing;
  dealer: ContactDealer;
  /** The section the e2e suite asked to crash (test routes only). */
  crash: string | undefined;
}

export function CallSlot({ listing, dealer, crash }: SlotProps) {
  return <Guard section="phoneCallToAction" render={() => CallButtons({ listing, dealer })} crash={crash} />;
}

export function ReserveSlot({ listing, dealer, crash }: SlotProps) {
  if (listing.mobilityType !== 'bicycle') return null;
  return <Guard section="bicycleReserveDialog" render={() => ReserveBikeDialog({ listing, dealer, variant: 'secondary' })} crash={crash} />;
}

export function ContactFormsSlot({ listing, dealer, crash }: SlotProps) {
  return (
    <>
      <div className={styles.leadButtons}>
        <Guard section="tradeIn" render={() => TradeInRequest({ listing, dealer })} crash={crash} />
        <Guard section="testDrive" render={() => TestDriveRequest({ listing, dealer })} crash={crash} />
        {listing.mobilityType === 'bicycle' && <Guard section="leaseRequest" render={() => LeaseRequest({ listing, dealer })} crash={crash} />}
      </div>
      <Guard section="contactForm" render={() => ContactForm({ listing, dealer })} crash={crash} />
    </>
  );
}

export function ReportFaultSlot({ listing, dealer, crash }: SlotProps) {
  return <Guard section="reportFault" render={() => ReportFault({ listing, dealer, variant: 'link' })} crash={crash} />;
}

/** The phone bar below 960 px: it appears once the summary's call buttons (`watch`) scrolled away. */
export function ContactBarSlot({ listing, dealer, crash, watch }: SlotProps & { watch: string }) {
  return <Guard section="phoneCallToAction" render={() => ContactBar({ listing, dealer, watch })} crash={crash} />;
}
