/**
 * The legacy-detail feature's browser-safe entry (decision 036): the old detail model's contract,
 * its pure mapper and the build-id helpers. The route's answer and the home-page tag are in `./server`.
 */
export * from './contract';
export { legacyDetail, legacyCertaintyKeys, horsepower, mileageInKm, splitHouseNumber, type LegacyDetailInput } from './map-detail';
export { readLegacyDetailRequest, LEGACY_DETAIL_ERRORS, LEGACY_DETAIL_PATH, type LegacyDetailRequest } from './request';
export { legacyBuildId, buildIdTagJson, extractBuildId, LEGACY_BUILD_ID_PREFIX } from './build-id';
