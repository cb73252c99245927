import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { database } from '@/db';
import {
  CallButtons,
  ContactForm,
  LeaseRequest,
  ReportFault,
  ReserveBikeDialog,
  TestDriveRequest,
  TradeInRequest,
  type ContactMobilityType,
} from '@/features/dealer-contact';
import { findContactSubject } from '@/features/dealer-contact/test-subject.server';
import { env } from '@/lib/config/env';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dealer contact (test)', robots: { index: false } };

const TYPES: readonly ContactMobilityType[] = ['car', 'bicycle', 'motor', 'caramper'];
/** Call-tracking vendors for the e2e suite: answers within the wait, after it, never. */
const TRACKING: Record<string, string> = {
  late: '/call-tracking.js?delay=1500',
  'too-late': '/call-tracking.js?delay=5000',
  never: '/call-tracking.js?delay=never',
};

/** Test-only: the dealer-contact components on a real listing, until the detail page composes them. */
export default async function DealerContactTestPage({ searchParams }: PageProps<'/test/dealer-contact'>) {
  if (!env().ENABLE_TEST_ROUTES) notFound();
  const query = await searchParams;
  const type = TYPES.find((candidate) => candidate === query.type) ?? 'car';
  const tracking = typeof query.tracking === 'string' ? query.tracking : '';
  const { db } = await database();
  const subject = await findContactSubject(db, type, tracking !== 'none');
  if (!subject) notFound();
  const props = { ...subject, trackingScript: TRACKING[tracking] };
  return (
    <div className="container" style={{ display: 'grid', gap: 24, padding: '24px 16px', maxWidth: 640 }}>
      <h1>{subject.listing.title}</h1>
      <p data-testid="subject" data-listing-id={subject.listing.id} data-dealer-phone={subject.dealer.phone}>
        {subject.dealer.name}
      </p>
      <CallButtons {...props} />
      {type === 'bicycle' ? (
        <>
          <ReserveBikeDialog {...subject} />
          <LeaseRequest {...subject} />
        </>
      ) : (
        <>
          <TestDriveRequest {...subject} variant="primary" />
          <TradeInRequest {...subject} />
        </>
      )}
      <ContactForm {...subject} />
      <ReportFault {...subject} />
    </div>
  );
}
