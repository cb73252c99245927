import 'server-only';
import { leadFormCopy } from './copy.server';
import type { LeadType } from '../leads/lead-fields';
import { LeadDialogOpener } from './LeadDialogOpener';
import { vehicleGroupFor } from './saved-inputs';
import type { DealerContactProps } from '../types';

/** The buttons that open a lead form in a dialog, one per request the page offers (product §4, §8). */
export interface LeadOpenerProps extends DealerContactProps {
  /** How the opening button looks; the page decides what is the main call to action. */
  variant?: 'primary' | 'secondary' | 'link';
}

async function Opener({ type, listing, dealer, variant = 'secondary' }: LeadOpenerProps & { type: LeadType }) {
  const copy = await leadFormCopy(type, dealer.name);
  return (
    <LeadDialogOpener copy={copy} listingId={listing.id} tradeInVehicle={vehicleGroupFor(listing.mobilityType, listing.kind)} variant={variant} />
  );
}

/** Trade-in offer request: licence plate, mileage (make and model for caravans), remarks. */
export function TradeInRequest(props: LeadOpenerProps) {
  return <Opener type="tradeIn" {...props} />;
}

export function TestDriveRequest(props: LeadOpenerProps) {
  return <Opener type="testDrive" {...props} />;
}

/** Bicycles: reserve this bike with the dealer. */
export function ReserveBikeDialog(props: LeadOpenerProps) {
  return <Opener type="reserve" variant="primary" {...props} />;
}

/** Bicycles: lease through the employer. */
export function LeaseRequest(props: LeadOpenerProps) {
  return <Opener type="lease" {...props} />;
}

/** "Meld een fout in deze advertentie". */
export function ReportFault(props: LeadOpenerProps) {
  return <Opener type="fault" variant="link" {...props} />;
}
