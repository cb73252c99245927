/**
 * How visitors reach the association. Kept in one place so every contact page, the privacy
 * statement and the vacancies page say the same thing; markdown refers to them by placeholder.
 */
export interface ContactDetails {
  association: string;
  street: string;
  postalCode: string;
  city: string;
  consumerPhone: string;
  advertiserPhone: string;
  openingHours: string;
  emailDomain: string;
}

export const CONTACT_DETAILS: Omit<ContactDetails, 'emailDomain'> = {
  association: 'BOVAG',
  street: 'Kosterijland 15',
  postalCode: '3981 AJ',
  city: 'Bunnik',
  consumerPhone: '088 288 48 00',
  advertiserPhone: '088 288 48 50',
  openingHours: 'maandag tot en met vrijdag van 8.30 tot 17.00 uur',
};
