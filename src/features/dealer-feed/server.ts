import 'server-only';
/**
 * The dealer feed API (issue 19, decision 034): the calls under /api/dealer/v1, its OpenAPI
 * document and reference page, the feed's photos under /media, and the key functions of the CLI.
 */
export { dealerApi } from './api.server';
export { openApiDocument, API_BASE } from './openapi';
export { feedPhotoResponse } from './photos.server';
export { isFeedPhotoName } from './photo-names';
export { createDealerKey, revokeDealerKey, rotateDealerKey, listDealerKeys } from './key-store';
export { ApiReferencePage, apiReferenceMetadata, API_REFERENCE_PATH } from './reference/ApiReferencePage';
export { startFeedPhotoCleanup, feedPhotoCleanupJob, removeUnusedFeedPhotos } from './photo-cleanup.server';
