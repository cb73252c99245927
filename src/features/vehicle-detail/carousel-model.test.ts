import { describe, expect, it } from 'vitest';
import { counterLabel, EMPTY_SLIDE_SRC, fullscreenLoading, hasSteps, keyTarget, onScrolled, photoAlt, slideAt, slideOffset, slides, stripScroll, thumbnailLabel, unfinishedScroll, wrapIndex } from './carousel-model';
import type { CarouselPhoto } from './photos';

const photo = (name: string): CarouselPhoto => ({ src: `/p/${name}`, srcSet: `/p/${name} 640w`, thumbSrc: `/t/${name}`, thumbSrcSet: `/t/${name} 160w`, width: 1600, height: 1200 });
const photos = ['a', 'b', 'c', 'd', 'e'].map(photo);
const copy = { photoAlt: 'Foto {{number}} van {{total}}: Golf', counter: '{{number}} / {{total}}', thumbnail: 'Toon foto {{number}}' };

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(11, 5)).toBe(1);
  });

  it('stays at 0 with one photo or none', () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('scroll positions', () => {
  it('rounds to the nearest slide and treats an unmeasured track as one pixel wide', () => {
    expect(slideAt(0, 800)).toBe(0);
    expect(slideAt(1190, 800)).toBe(1);
    expect(slideAt(1210, 800)).toBe(2);
    expect(slideAt(3, 0)).toBe(3);
    expect(slideOffset(3, 800)).toBe(2400);
    expect(slideOffset(3, 0)).toBe(3);
  });

  it('adopts the slide in view, within the photos', () => {
    expect(onScrolled({ index: 0, heading: null, count: 5 }, 2)).toEqual({ index: 2, heading: null });
    expect(onScrolled({ index: 4, heading: null, count: 5 }, 5)).toEqual({ index: 4, heading: null });
    expect(onScrolled({ index: 1, heading: null, count: 5 }, -1)).toEqual({ index: 1, heading: null });
  });

  it('ignores the slides a programmatic scroll passes and ends it on arrival', () => {
    expect(onScrolled({ index: 4, heading: 4, count: 5 }, 2)).toEqual({ index: 4, heading: 4 });
    expect(onScrolled({ index: 4, heading: 4, count: 5 }, 4)).toEqual({ index: 4, heading: null });
  });

  it('finishes a programmatic scroll that came to rest short of its slide', () => {
    expect(unfinishedScroll(3, 2)).toBe(3);
    expect(unfinishedScroll(3, 3)).toBeNull();
    expect(unfinishedScroll(null, 2)).toBeNull();
  });

  it('scrolls the thumbnail strip only as far as needed to show the active thumbnail', () => {
    const strip = { scrollLeft: 100, width: 300 };
    expect(stripScroll({ left: 150, width: 80 }, strip)).toBeNull();
    expect(stripScroll({ left: 40, width: 80 }, strip)).toBe(40);
    expect(stripScroll({ left: 380, width: 80 }, strip)).toBe(160);
  });
});

describe('keys', () => {
  it('steps with the arrow keys only', () => {
    expect(keyTarget('ArrowLeft', 2)).toBe(1);
    expect(keyTarget('ArrowRight', 2)).toBe(3);
    expect(keyTarget('Enter', 2)).toBeNull();
  });
});

describe('slides', () => {
  it('loads the first photo eagerly and at high priority, the rest lazily', () => {
    const views = slides(photos, 0, copy);
    expect(views.map((view) => view.loading)).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(views.map((view) => view.fetchPriority)).toEqual(['high', 'low', 'low', 'low', 'low']);
  });

  it('gives a photo only to the slides up to one past the furthest reached', () => {
    expect(slides(photos, 0, copy).map((view) => (view.src === EMPTY_SLIDE_SRC ? null : view.src))).toEqual(['/p/a', '/p/b', null, null, null]);
    const reached = slides(photos, 2, copy, '100vw');
    expect(reached[0]?.sizes).toBe('100vw');
    expect(reached.map((view) => (view.src === EMPTY_SLIDE_SRC ? null : view.src))).toEqual(['/p/a', '/p/b', '/p/c', '/p/d', null]);
    expect(reached[4]).toMatchObject({ srcSet: undefined, sizes: undefined, alt: '', width: 1600, height: 1200 });
    expect(reached[3]?.alt).toBe('Foto 4 van 5: Golf');
  });

  it('loads the fullscreen photo on show and its neighbours eagerly', () => {
    expect([0, 1, 2, 3, 4].map((i) => fullscreenLoading(i, 2))).toEqual(['lazy', 'eager', 'eager', 'eager', 'lazy']);
  });
});

describe('labels and controls', () => {
  it('numbers from one', () => {
    expect(counterLabel(copy, 0, 5)).toBe('1 / 5');
    expect(photoAlt(copy, 4, 5)).toBe('Foto 5 van 5: Golf');
    expect(thumbnailLabel(copy, 2)).toBe('Toon foto 3');
  });

  it('offers arrows and thumbnails only with more than one photo', () => {
    expect(hasSteps(1)).toBe(false);
    expect(hasSteps(2)).toBe(true);
  });
});
