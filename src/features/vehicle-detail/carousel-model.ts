/**
 * The media carousel's arithmetic (product §2), without React or the DOM: which slide an index,
 * a key or a scroll position means, which slides may load their photo, and the labels.
 */
import { fill, type CarouselCopy, type CarouselPhoto } from './photos';

/** Any step from any slide lands on a slide: one past the last is the first, one before the first the last. */
export function wrapIndex(target: number, count: number): number {
  if (count < 1) return 0;
  return ((target % count) + count) % count;
}

/** The slide a scroll position shows; a track not laid out yet counts as one pixel wide. */
export function slideAt(scrollLeft: number, slideWidth: number): number {
  return Math.round(scrollLeft / (slideWidth || 1));
}

/** Where a scroll must go to show `index`. */
export function slideOffset(index: number, slideWidth: number): number {
  return index * (slideWidth || 1);
}

/** Arrow keys step through the photos; other keys are not the carousel's. */
export function keyTarget(key: string, index: number): number | null {
  if (key === 'ArrowLeft') return index - 1;
  if (key === 'ArrowRight') return index + 1;
  return null;
}

/**
 * What a scroll event means. While a programmatic scroll is heading for a slide, the slides it
 * passes are not adopted; arriving ends it. Otherwise the slide in view becomes the index.
 */
export function onScrolled(state: { index: number; heading: number | null; count: number }, current: number): { index: number; heading: number | null } {
  if (state.heading !== null) return { index: state.index, heading: current === state.heading ? null : state.heading };
  const index = current !== state.index && current >= 0 && current < state.count ? current : state.index;
  return { index, heading: null };
}

/** A programmatic scroll that came to rest short of its slide (cut off by a dialog or a new layout) must be finished. */
export function unfinishedScroll(heading: number | null, current: number): number | null {
  return heading !== null && current !== heading ? heading : null;
}

/** How far to scroll the thumbnail strip so the active thumbnail is in view; null when it already is. */
export function stripScroll(item: { left: number; width: number }, strip: { scrollLeft: number; width: number }): number | null {
  if (item.left < strip.scrollLeft) return item.left;
  if (item.left + item.width > strip.scrollLeft + strip.width) return item.left + item.width - strip.width;
  return null;
}

/** A transparent pixel: an image element must name a source (W3C), and this one costs no request. */
export const EMPTY_SLIDE_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface SlideView {
  key: string;
  /** EMPTY_SLIDE_SRC for a slide beyond the furthest one reached plus one: an empty box that loads nothing. */
  src: string;
  /** With sizes, only for a slide that loads its photo (sizes without srcset is invalid HTML). */
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'low';
}

/**
 * The main track's slides. Only the slides up to one past the furthest reached get their photo,
 * so a page view downloads the main photo and its neighbour rather than the whole set.
 */
export function slides(photos: readonly CarouselPhoto[], reach: number, copy: Pick<CarouselCopy, 'photoAlt'>, sizes?: string): SlideView[] {
  return photos.map((photo, i) => {
    const far = i > reach + 1;
    return {
      key: photo.src,
      src: far ? EMPTY_SLIDE_SRC : photo.src,
      srcSet: far ? undefined : photo.srcSet,
      sizes: far ? undefined : sizes,
      alt: far ? '' : photoAlt(copy, i, photos.length),
      width: photo.width,
      height: photo.height,
      loading: i === 0 ? 'eager' : 'lazy',
      fetchPriority: i === 0 ? 'high' : 'low',
    };
  });
}

/** The fullscreen track loads the photo on show and its neighbours at once, the rest lazily. */
export function fullscreenLoading(i: number, index: number): 'eager' | 'lazy' {
  return Math.abs(i - index) <= 1 ? 'eager' : 'lazy';
}

/** Controls to step through the photos (arrows, thumbnails) only make sense with more than one. */
export function hasSteps(count: number): boolean {
  return count > 1;
}

/** The alt text of the photo at zero-based `i`. */
export function photoAlt(copy: Pick<CarouselCopy, 'photoAlt'>, i: number, total: number): string {
  return fill(copy.photoAlt, { number: i + 1, total });
}

export function counterLabel(copy: Pick<CarouselCopy, 'counter'>, index: number, total: number): string {
  return fill(copy.counter, { number: index + 1, total });
}

export function thumbnailLabel(copy: Pick<CarouselCopy, 'thumbnail'>, i: number): string {
  return fill(copy.thumbnail, { number: i + 1 });
}
