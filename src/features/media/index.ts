export { DETAIL_VIEWS, EXTERIOR_VIEWS, PHOTO_NAME_PATTERN, exteriorPhotoName, photoNamesFor } from './photo-names';
