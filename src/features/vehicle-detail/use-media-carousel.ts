'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { keyTarget, onScrolled, slideAt, slideOffset, stripScroll, unfinishedScroll, wrapIndex } from './carousel-model';

function scrollToSlide(track: HTMLElement | null, index: number, smooth: boolean): void {
  if (!track) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  track.scrollTo({ left: slideOffset(index, track.clientWidth), behavior: smooth && !reduce ? 'smooth' : 'instant' });
}

/** What one scroll-snap track (the page's or the fullscreen one) needs from the carousel. */
export interface TrackEvents {
  onScroll: () => void;
  onScrollEnd: () => void;
  /** The visitor taking over (a swipe, the wheel) ends a programmatic scroll. */
  onPointerDown: () => void;
  onWheel: () => void;
}

/**
 * The carousel's state and its ties to the DOM: the index, how far the visitor got, the
 * fullscreen dialog, and the scroll positions of both tracks and the thumbnail strip.
 */
export function useMediaCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  // The furthest slide reached: the slides beyond it (plus one) do not load their photo yet.
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

  const go = useCallback(
    (target: number, smooth = true) => {
      const next = wrapIndex(target, count);
      setIndex(next);
      heading.current = next;
      scrollToSlide(fullscreen ? fullTrack.current : track.current, next, smooth);
    },
    [count, fullscreen],
  );

  const scrolled = (element: HTMLDivElement | null) => {
    if (!element) return;
    const next = onScrolled({ index, heading: heading.current, count }, slideAt(element.scrollLeft, element.clientWidth));
    heading.current = next.heading;
    if (next.index !== index) setIndex(next.index);
  };
  const release = () => {
    heading.current = null;
  };
  const settle = (element: HTMLDivElement | null) => {
    const unfinished = element ? unfinishedScroll(heading.current, slideAt(element.scrollLeft, element.clientWidth)) : null;
    if (unfinished !== null) {
      scrollToSlide(element, unfinished, false);
      return;
    }
    heading.current = null;
    scrolled(element);
  };
  const trackEvents: TrackEvents = { onScroll: () => scrolled(track.current), onScrollEnd: () => settle(track.current), onPointerDown: release, onWheel: release };
  const fullTrackEvents: TrackEvents = { onScroll: () => scrolled(fullTrack.current), onScrollEnd: () => settle(fullTrack.current), onPointerDown: release, onWheel: release };

  // Keep the active thumbnail in view without scrolling the page itself.
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[index];
    if (!list || !(item instanceof HTMLElement)) return;
    const left = stripScroll({ left: item.offsetLeft - list.offsetLeft, width: item.offsetWidth }, { scrollLeft: list.scrollLeft, width: list.clientWidth });
    if (left !== null) list.scrollLeft = left;
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
    const target = keyTarget(event.key, index);
    if (target === null) return;
    go(target);
    event.preventDefault();
  };

  return { index, reach, fullscreen, go, open, onDialogClose, onKeyDown, dialog, strip, track, trackEvents, fullTrack, fullTrackEvents };
}
