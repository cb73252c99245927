/** What the carousel needs of one photo: one srcset, and the sizes per place it appears. */
export interface CarouselPhoto {
  src: string;
  srcSet: string;
  /** The thumbnail strip's own small candidates (160 px wide for 80 css px at 2x). */
  thumbSrc: string;
  thumbSrcSet: string;
  width: number;
  height: number;
}

export interface CarouselCopy {
  label: string;
  /** "Foto {{number}} van {{total}}: {{title}}" already filled in but for the number. */
  photoAlt: string;
  previous: string;
  next: string;
  fullscreen: string;
  close: string;
  thumbnails: string;
  thumbnail: string;
  counter: string;
}

/** Replaces {{name}} placeholders; client islands get templates instead of an i18n library. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Where the main photo sits: full width on phones and tablets, the left column on desktop. */
export const MAIN_SIZES = '(min-width: 1240px) 780px, (min-width: 960px) 64vw, 100vw';
export const FULL_SIZES = '100vw';
