'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fill, FULL_SIZES, MAIN_SIZES, type CarouselCopy, type CarouselPhoto } from './photos';
import styles from './carousel.module.css';

function slideWidth(track: HTMLElement): number {
  return track.clientWidth || 1;
}

function scrollToSlide(track: HTMLElement | null, index: number, smooth: boolean): void {
  if (!track) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  track.scrollTo({ left: index * slideWidth(track), behavior: smooth && !reduce ? 'smooth' : 'instant' });
}

/**
 * The media carousel (product §2): a scroll-snap track (native swipe), previous/next buttons, arrow
 * keys, a thumbnail strip and a fullscreen view in a native modal <dialog> (focus trap, Escape and
 * the inert page come from the browser). Only the first photo loads eagerly; the server preloads it.
 */
export function MediaCarousel({ photos, copy }: { photos: CarouselPhoto[]; copy: CarouselCopy }) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  // Slides beyond the furthest one reached (plus one) stay empty boxes, so a page view downloads
  // the main photo and its neighbour rather than the whole set.
  const [reach, setReach] = useState(0);
  if (index > reach) setReach(index);
  const track = useRef<HTMLDivElement>(null);
  const fullTrack = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The slide a programmatic (smooth) scroll is heading for: scroll events on the way there must
  // not move the index back to the slides it passes.
  const heading = useRef<number | null>(null);
  const count = photos.length;

  const go = useCallback(
    (target: number, smooth = true) => {
      const next = (target + count) % count;
      setIndex(next);
      heading.current = next;
      scrollToSlide(fullscreen ? fullTrack.current : track.current, next, smooth);
    },
    [count, fullscreen],
  );

  const onScroll = (element: HTMLDivElement | null) => {
    if (!element) return;
    const current = Math.round(element.scrollLeft / slideWidth(element));
    if (heading.current !== null) {
      if (current === heading.current) heading.current = null;
      return;
    }
    if (current !== index && current >= 0 && current < count) setIndex(current);
  };

  // The visitor taking over (a swipe, the wheel) or the scroll coming to rest ends a programmatic scroll.
  const release = () => {
    heading.current = null;
  };
  const settle = (element: HTMLDivElement | null) => {
    const target = heading.current;
    // A programmatic scroll cut short (a dialog opening, a new layout) is finished, not adopted.
    if (element && target !== null && Math.round(element.scrollLeft / slideWidth(element)) !== target) {
      scrollToSlide(element, target, false);
      return;
    }
    heading.current = null;
    onScroll(element);
  };

  // Keep the active thumbnail in view without scrolling the page itself.
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[index];
    if (!list || !(item instanceof HTMLElement)) return;
    const left = item.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (left + item.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left + item.offsetWidth - list.clientWidth;
  }, [index]);

  useEffect(() => {
    const element = dialog.current;
    if (!fullscreen || !element) return;
    if (!element.open) element.showModal();
    scrollToSlide(fullTrack.current, index, false);
    // index is read once on opening; later changes come from the fullscreen track itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullscreen]);

  const open = (from: HTMLElement | null) => {
    opener.current = from;
    scrollToSlide(track.current, index, false);
    setFullscreen(true);
  };

  const onDialogClose = () => {
    setFullscreen(false);
    scrollToSlide(track.current, index, false);
    opener.current?.focus();
  };

  // Also receives the fullscreen dialog's keys: React events bubble through the component tree.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  const alt = (number: number) => fill(copy.photoAlt, { number, total: count });
  const counter = fill(copy.counter, { number: index + 1, total: count });

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={copy.label} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <div
          ref={track}
          className={styles.track}
          tabIndex={0}
          role="group"
          aria-label={alt(index + 1)}
          onScroll={() => onScroll(track.current)}
          onScrollEnd={() => settle(track.current)}
          onPointerDown={release}
          onWheel={release}
          onClick={(event) => open(event.currentTarget)}
        >
          {photos.map((photo, i) => {
            const far = i > reach + 1;
            return (
              // eslint-disable-next-line @next/next/no-img-element -- next/image's srcset, rendered without its client wrapper
              <img
                key={photo.src}
                className={styles.slide}
                src={far ? undefined : photo.src}
                srcSet={far ? undefined : photo.srcSet}
                sizes={MAIN_SIZES}
                width={photo.width}
                height={photo.height}
                alt={far ? '' : alt(i + 1)}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding="async"
                draggable={false}
              />
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.arrowPrevious}`} onClick={() => go(index - 1)} aria-label={copy.previous}>
              <Chevron direction="left" />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.arrowNext}`} onClick={() => go(index + 1)} aria-label={copy.next}>
              <Chevron direction="right" />
            </button>
          </>
        )}
        <span className={styles.counter} aria-live="polite">
          {counter}
        </span>
        <button type="button" className={styles.expand} onClick={(event) => open(event.currentTarget)} aria-label={copy.fullscreen}>
          <ExpandIcon />
        </button>
      </div>
      {count > 1 && (
        <ul ref={strip} className={styles.thumbs} aria-label={copy.thumbnails}>
          {photos.map((photo, i) => (
            <li key={photo.src}>
              <button type="button" className={styles.thumb} aria-current={i === index ? 'true' : undefined} aria-label={fill(copy.thumbnail, { number: i + 1 })} onClick={() => go(i)}>
                {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
                <img src={photo.thumbSrc} srcSet={photo.thumbSrcSet} width={80} height={60} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog ref={dialog} className={styles.dialog} aria-label={copy.label} onClose={onDialogClose}>
        {fullscreen && (
          <div className={styles.full}>
            <div className={styles.fullBar}>
              <span className={styles.fullCounter} aria-live="polite">
                {counter}
              </span>
              <button type="button" className={styles.close} onClick={() => dialog.current?.close()} autoFocus>
                <CloseIcon />
                <span>{copy.close}</span>
              </button>
            </div>
            <div ref={fullTrack} className={styles.fullTrack} tabIndex={0} role="group" aria-label={alt(index + 1)} onScroll={() => onScroll(fullTrack.current)} onScrollEnd={() => settle(fullTrack.current)} onPointerDown={release} onWheel={release}>
              {photos.map((photo, i) => (
                // eslint-disable-next-line @next/next/no-img-element -- see above
                <img key={photo.src} className={styles.fullSlide} src={photo.src} srcSet={photo.srcSet} sizes={FULL_SIZES} width={photo.width} height={photo.height} alt={alt(i + 1)} loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'} draggable={false} />
              ))}
            </div>
            {count > 1 && (
              <>
                <button type="button" className={`${styles.arrow} ${styles.fullArrow} ${styles.arrowPrevious}`} onClick={() => go(index - 1)} aria-label={copy.previous}>
                  <Chevron direction="left" />
                </button>
                <button type="button" className={`${styles.arrow} ${styles.fullArrow} ${styles.arrowNext}`} onClick={() => go(index + 1)} aria-label={copy.next}>
                  <Chevron direction="right" />
                </button>
              </>
            )}
          </div>
        )}
      </dialog>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ExpandIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
