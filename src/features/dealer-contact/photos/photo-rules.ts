/**
 * The trade-in photos' rules, shared by the form (when the visitor picks files) and the server
 * (when the upload arrives). Pure: no DOM, no sharp. Messages are codes; `copy.errors[code]` holds
 * the Dutch text, with `{name}` for the file's name.
 */
export const MAX_PHOTOS = 6;
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/**
 * What browsers send for camera photos. HEIC is not here: sharp's prebuilt libvips cannot decode
 * it, and iOS turns HEIC into JPEG by itself when a file input accepts only these types.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Longest side of a stored photo. The browser shrinks to it before sending; the server again, whatever arrives. */
export const PHOTO_MAX_EDGE = 1600;
/**
 * A whole multipart lead. The proxy (src/proxy.ts) buffers at most 10 MB of a request body, so the
 * limit stays under that; six shrunken photos take about 2 MB.
 */
export const MAX_LEAD_UPLOAD_BYTES = 10 * 1024 * 1024 - 64 * 1024;

export const PHOTO_ERROR_CODES = ['photos.tooMany', 'photos.tooBig', 'photos.type', 'photos.unreadable', 'photos.totalTooBig'] as const;
export type PhotoErrorCode = (typeof PHOTO_ERROR_CODES)[number];

export interface PhotoCandidate {
  name: string;
  type: string;
  size: number;
}

export interface PhotoProblem {
  code: PhotoErrorCode;
  name: string;
}

/**
 * Which of the picked files may join the `existing` photos, in the order picked, until the form
 * holds `max` (MAX_PHOTOS for a lead; the sell form takes more); and what is wrong with the others.
 * "Too many" is reported once.
 */
export function screenPhotos<T extends PhotoCandidate>(existing: number, files: readonly T[], max: number = MAX_PHOTOS): { accepted: T[]; problems: PhotoProblem[] } {
  const accepted: T[] = [];
  const problems: PhotoProblem[] = [];
  let full = false;
  for (const file of files) {
    const type = file.type.toLowerCase();
    if (!(PHOTO_TYPES as readonly string[]).includes(type)) problems.push({ code: 'photos.type', name: file.name });
    else if (file.size > MAX_PHOTO_BYTES) problems.push({ code: 'photos.tooBig', name: file.name });
    else if (file.size === 0) problems.push({ code: 'photos.unreadable', name: file.name });
    else if (existing + accepted.length >= max) {
      if (!full) problems.push({ code: 'photos.tooMany', name: file.name });
      full = true;
    } else accepted.push(file);
  }
  return { accepted, problems };
}

/** A file's name as shown in a message: no folders, not endless. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() || 'Foto';
  return base.length > 40 ? `${base.slice(0, 37)}…` : base;
}

/** The Dutch text for the problems, each sentence once, in the order they occurred. */
export function photoMessage(problems: readonly PhotoProblem[], texts: Record<string, string>): string {
  const sentences = problems.map((problem) => (texts[problem.code] ?? texts['form.invalid'] ?? problem.code).replace('{name}', displayName(problem.name)));
  return [...new Set(sentences)].join(' ');
}

/** The attachment's file name in the dealer's mail: "inruilfoto-1.jpg". */
export function attachmentName(position: number): string {
  return `inruilfoto-${position + 1}.jpg`;
}
