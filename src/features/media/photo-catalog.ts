import { BODY_TYPES_BY_MOBILITY, COLOURS, isMobilityType, MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/enums';
import { DETAIL_VIEWS, detailPhotoName, EXTERIOR_VIEWS, exteriorPhotoName, PHOTO_NAME_PATTERN } from './photo-names';

/** What a library photo name describes. */
export type PhotoSpec =
  | { kind: 'exterior'; mobility: MobilityType; bodyType: string; colour: string; view: string }
  | { kind: 'detail'; mobility: MobilityType; view: string };

export type ParseResult = { ok: true; spec: PhotoSpec } | { ok: false; reason: 'malformed' | 'unknown' };

/** Longer than any real name; a cheap guard before the regular expression runs. */
const MAX_NAME_LENGTH = 80;


/**
 * Reads a photo name. "malformed" means it does not even have the shape of a name (bad
 * characters, traversal, too long); "unknown" means it has the shape but names a body type,
 * colour or view the library does not have.
 */
export function parsePhotoName(name: string): ParseResult {
  if (name.length > MAX_NAME_LENGTH) return { ok: false, reason: 'malformed' };
  const match = PHOTO_NAME_PATTERN.exec(name);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, mobilityRaw = '', second = '', third = '', fourth] = match;
  if (!isMobilityType(mobilityRaw)) return { ok: false, reason: 'malformed' };
  const mobility = mobilityRaw;
  if (fourth === undefined) {
    if (second !== 'detail' || !DETAIL_VIEWS[mobility].includes(third)) return { ok: false, reason: 'unknown' };
    return { ok: true, spec: { kind: 'detail', mobility, view: third } };
  }
  const bodyTypes: readonly string[] = BODY_TYPES_BY_MOBILITY[mobility];
  const colours: readonly string[] = COLOURS;
  if (!bodyTypes.includes(second) || !colours.includes(third) || !EXTERIOR_VIEWS[mobility].includes(fourth)) return { ok: false, reason: 'unknown' };
  return { ok: true, spec: { kind: 'exterior', mobility, bodyType: second, colour: third, view: fourth } };
}

/** Every name in the library: each body type × colour × exterior view, plus the detail views. */
export function libraryPhotoNames(): string[] {
  const names: string[] = [];
  for (const mobility of MOBILITY_TYPES) {
    for (const bodyType of BODY_TYPES_BY_MOBILITY[mobility]) {
      for (const colour of COLOURS) {
        for (const view of EXTERIOR_VIEWS[mobility]) names.push(exteriorPhotoName(mobility, bodyType, colour, view));
      }
    }
    for (const view of DETAIL_VIEWS[mobility]) names.push(detailPhotoName(mobility, view));
  }
  return names;
}
