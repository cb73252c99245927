import 'server-only';
/**
 * Where the dealer-contact feature (issue 5 item 3) is composed into the detail page: the call
 * buttons in the summary, the lead forms in the contact section, each guarded as its own section
 * (product §8: phone call-to-action, contact form, trade-in, bicycle reserve dialog).
 */
import { CallButtons, ContactForm, LeaseRequest, ReportFault, ReserveBikeDialog, TestDriveRequest, TradeInRequest } from '@/features/dealer-contact';
import { guard } from './guard.server';
import type { ContactDealer, ContactListing } from './model';
import styles from './detail.module.css';

interface SlotProps {
  listing: ContactListing;
  dealer: ContactDealer;
  /** The section the e2e suite asked to crash (test routes only). */
  crash: string | undefined;
}

export async function CallSlot({ listing, dealer, crash }: SlotProps) {
  return guard('phoneCallToAction', () => CallButtons({ listing, dealer }), { crash });
}

export async function ReserveSlot({ listing, dealer, crash }: SlotProps) {
  if (listing.mobilityType !== 'bicycle') return null;
  return guard('bicycleReserveDialog', () => ReserveBikeDialog({ listing, dealer, variant: 'secondary' }), { crash });
}

export async function ContactFormsSlot({ listing, dealer, crash }: SlotProps) {
  return (
    <>
      <div className={styles.leadButtons}>
        {await guard('tradeIn', () => TradeInRequest({ listing, dealer }), { crash })}
        {await guard('testDrive', () => TestDriveRequest({ listing, dealer }), { crash })}
        {listing.mobilityType === 'bicycle' && (await guard('leaseRequest', () => LeaseRequest({ listing, dealer }), { crash }))}
      </div>
      {await guard('contactForm', () => ContactForm({ listing, dealer }), { crash })}
    </>
  );
}

export async function ReportFaultSlot({ listing, dealer, crash }: SlotProps) {
  return guard('reportFault', () => ReportFault({ listing, dealer, variant: 'link' }), { crash });
}
