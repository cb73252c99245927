import 'server-only';
export { notFoundMetadata } from './not-found-metadata';
