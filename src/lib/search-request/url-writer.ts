/**
 * Search request → its one canonical Dutch URL. Apart from the reader (url-codec.ts) so that
 * client code can write URLs without loading the schema and zod (about 30 KB compressed).
 */
import { ADDED_SINCE_SLUGS, SEARCH_ROOT, SEGMENTS, endsWithVehicleCode, enumSlug, radiusSlug, type Segment } from './url-grammar';
import type { SearchRequest } from './schema';

export function searchRequestToPath(request: SearchRequest): string {
  const parts: string[] = [];
  for (const segment of SEGMENTS) parts.push(...writeSegment(segment, request));
  let path = [SEARCH_ROOT[request.mobilityType], ...parts].join('/');
  // A path ending like a vehicle code would be read as a detail page (product §2); an explicit sort
  // segment, which never looks like a code, keeps it a search page.
  if (parts.length > 0 && endsWithVehicleCode(path)) path += `/sortering-${request.sort.toLowerCase()}`;
  return path;
}

export function searchRequestToUrl(request: SearchRequest): string {
  const path = searchRequestToPath(request);
  return request.page > 1 ? `${path}?page=${request.page}` : path;
}

function writeSegment(segment: Segment, request: SearchRequest): string[] {
  switch (segment.type) {
    case 'dealer':
      return request.dealer === undefined ? [] : [`${segment.prefix}${request.dealer}`];
    case 'bodyType':
      return request.bodyType.map((value) => value.toLowerCase());
    case 'words':
      return request[segment.field].map((value) => value.toLowerCase());
    case 'enum':
      return (request[segment.field] as readonly string[]).map((value) => segment.prefix + enumSlug(segment.field, value));
    case 'slug':
      return request[segment.field].map((slug) => segment.prefix + slug);
    case 'bound': {
      const value = request[segment.field]?.[segment.end];
      return value === undefined ? [] : [`${segment.prefix}${value}`];
    }
    case 'flag':
      return request[segment.field] ? [segment.word] : [];
    case 'postalCode':
      return request.postalCode ? [segment.prefix + request.postalCode.replace(' ', '').toLowerCase()] : [];
    case 'radius':
      return request.radius ? [segment.prefix + radiusSlug(request.radius)] : [];
    case 'text':
      return request.text ? [segment.prefix + request.text.split(' ').map(encodeURIComponent).join('-')] : [];
    case 'addedSince':
      return request.addedSince ? [segment.prefix + ADDED_SINCE_SLUGS[request.addedSince]] : [];
    case 'sort':
      return request.sort === 'besteResultaat' ? [] : [segment.prefix + request.sort.toLowerCase()];
  }
}
