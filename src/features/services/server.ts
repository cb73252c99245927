import 'server-only';
/**
 * The service pages (issue 17), server-only entry. Each service lives in its own folder; add a
 * service's exports as a block of its own.
 */
// Rental, bike lease and roadside assistance (items 3–5).
export { RentalPage } from './rental/RentalPage';
export { rentalMetadata } from './rental/rental-metadata';
export { BikeLeasePage, bikeLeaseMetadata } from './bike-lease/BikeLeasePage';
export { RoadsidePage, roadsideMetadata } from './roadside/RoadsidePage';
