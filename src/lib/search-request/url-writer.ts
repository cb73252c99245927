/**
 * Search request → its one canonical Dutch URL. Apart from the reader (url-codec.ts) so that
 * client code can write URLs without loading the schema and zod (about 30 KB compressed).
 */
import { ADDED_SINCE_SLUGS, SEARCH_ROOT, SEGMENTS, endsWithVehicleCode, enumSlug, radiusSlug, type Segment } from './url-grammar';
import type { SearchRequest } from './schema';

export function searchRequestToPath(request: SearchRequest): string {
  // One list for every segment, not one per segment: the search box writes up to nine URLs a keystroke.
  const parts: string[] = [];
  for (const segment of SEGMENTS) writeSegment(segment, request, parts);
  let path = parts.length === 0 ? SEARCH_ROOT[request.mobilityType] : `${SEARCH_ROOT[request.mobilityType]}/${parts.join('/')}`;
  // A path ending like a vehicle code would be read as a detail page (product §2); an explicit sort
  // segment, which never looks like a code, keeps it a search page.
  if (parts.length > 0 && endsWithVehicleCode(path)) path += `/sortering-${request.sort.toLowerCase()}`;
  return path;
}

export function searchRequestToUrl(request: SearchRequest): string {
  const path = searchRequestToPath(request);
  return request.page > 1 ? `${path}?page=${request.page}` : path;
}

/** Adds the segment's words to `parts`. */
function writeSegment(segment: Segment, request: SearchRequest, parts: string[]): void {
  switch (segment.type) {
    case 'dealer':
      if (request.dealer !== undefined) parts.push(`${segment.prefix}${request.dealer}`);
      return;
    case 'bodyType':
      for (const value of request.bodyType) parts.push(value.toLowerCase());
      return;
    case 'words':
      for (const value of request[segment.field]) parts.push(value.toLowerCase());
      return;
    case 'enum':
      for (const value of request[segment.field] as readonly string[]) parts.push(segment.prefix + enumSlug(segment.field, value));
      return;
    case 'slug':
      for (const slug of request[segment.field]) parts.push(segment.prefix + slug);
      return;
    case 'bound': {
      const value = request[segment.field]?.[segment.end];
      if (value !== undefined) parts.push(`${segment.prefix}${value}`);
      return;
    }
    case 'flag':
      if (request[segment.field]) parts.push(segment.word);
      return;
    case 'postalCode':
      if (request.postalCode) parts.push(segment.prefix + request.postalCode.replace(' ', '').toLowerCase());
      return;
    case 'radius':
      if (request.radius) parts.push(segment.prefix + radiusSlug(request.radius));
      return;
    case 'text':
      if (request.text) parts.push(segment.prefix + request.text.split(' ').map(encodeURIComponent).join('-'));
      return;
    case 'addedSince':
      if (request.addedSince) parts.push(segment.prefix + ADDED_SINCE_SLUGS[request.addedSince]);
      return;
    case 'sort':
      if (request.sort !== 'besteResultaat') parts.push(segment.prefix + request.sort.toLowerCase());
      return;
  }
}
