export const PATH_BIKE_LEASE = '/lease/fiets-lease';
