import 'server-only';
import type { DealerContactProps } from '../types';
import { leadFormCopy } from './copy.server';
import { CONTACT_FORM_ID } from './contact-form-focus';
import { LeadFormLazy } from './LeadFormLazy';
import styles from './contact.module.css';

/** The contact form on the page: question, feedback type, comment and the visitor's details. */
export async function ContactForm({ listing, dealer }: DealerContactProps) {
  const copy = await leadFormCopy('contact', dealer.name);
  return (
    <section id={CONTACT_FORM_ID} className={`${styles.section} ${styles.contactForm}`} aria-label={copy.title}>
      <LeadFormLazy copy={copy} listingId={listing.id} tradeInVehicle={null} showHeading />
    </section>
  );
}
