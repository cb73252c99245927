import 'server-only';
/** The legacy-detail feature's server entry (decision 036): the old detail call and the home pages' build-id tag. */
export { LegacyBuildId, LegacyBuildIdTag } from './LegacyBuildId';
export { currentLegacyBuildId } from './current-build-id.server';
export { legacyDetailResponse, legacyDetailResult, type LegacyDetailDeps, type LegacyDetailResult } from './answer.server';
