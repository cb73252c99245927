'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import styles from './tooltip.module.css';

/** Product §9: the tooltip closes 500 ms after the pointer leaves. */
export const TOOLTIP_CLOSE_DELAY_MS = 500;

// Product §4: opening one tooltip closes all others. One page-wide slot holds the open one's closer.
let closeOpen: (() => void) | null = null;

/** Classes a caller adds to the parts, to colour the trigger or place the bubble differently. */
export interface InfoTipClasses {
  root?: string;
  trigger?: string;
  bubble?: string;
}

/** What a tip says: the tag, its explanation and the names of its two buttons. */
export interface InfoTipText {
  label: string;
  explanation: string;
  closeLabel: string;
  moreLabel: string;
}

/**
 * A tag with an explanation (product §4): hover opens it on desktop and leaving closes it after
 * 500 ms; on touch a tap toggles it; the close button, an outside click and Escape close it.
 * Shared by the detail page's certainty tags and the market-price rating on every vehicle card.
 * The text and classes come as objects: a page that hands the same object to many tips (the cards'
 * ratings) sends it once in its payload, where React refers back to it (issue 21).
 */
export function InfoTip({ text, icon, classes }: { text: InfoTipText; icon?: ReactNode; classes?: InfoTipClasses }) {
  const { label, explanation, closeLabel, moreLabel } = text;
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointer = useRef<string>('');
  const [shift, setShift] = useState(0);

  const close = useRef(() => setOpen(false));

  const show = () => {
    clearTimeout(timer.current);
    if (closeOpen && closeOpen !== close.current) closeOpen();
    closeOpen = close.current;
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (closeOpen === close.current) closeOpen = null;
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (event: Event) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) hide();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Keep the bubble inside the viewport on narrow screens.
  useLayoutEffect(() => {
    if (!open || !bubble.current) return;
    const rect = bubble.current.getBoundingClientRect();
    const overflow = rect.right - shift - (document.documentElement.clientWidth - 8);
    setShift(overflow > 0 ? -overflow : 0);
    // shift is read to undo the previous correction before measuring again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onEnter = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType === 'mouse') show();
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(hide, TOOLTIP_CLOSE_DELAY_MS);
  };
  const onClick = () => {
    // A mouse already opened it by hovering: a click keeps it open. Touch and keyboard toggle.
    if (lastPointer.current === 'mouse') show();
    else if (open) hide();
    else show();
  };

  return (
    <span ref={root} className={join(styles.root, classes?.root)} onPointerEnter={onEnter} onPointerLeave={onLeave}>
      <button
        type="button"
        className={join(styles.trigger, classes?.trigger)}
        aria-expanded={open}
        aria-controls={id}
        onPointerDown={(event) => (lastPointer.current = event.pointerType)}
        onKeyDown={() => (lastPointer.current = '')}
        onClick={onClick}
      >
        {icon}
        <span>{label}</span>
        <span className={styles.info} aria-hidden="true">
          i
        </span>
        <span className="visually-hidden">{moreLabel}</span>
      </button>
      {/* The bubble's content is drawn only when open: a results page hydrates 24 of these. */}
      {/* Spans, not a div and a p: the tip sits inside phrasing content (a price row, a label). */}
      <span ref={bubble} id={id} className={join(styles.bubble, classes?.bubble)} hidden={!open} style={shift ? { transform: `translateX(${shift}px)` } : undefined}>
        {open && (
          <>
            <span className={styles.text}>{explanation}</span>
            <button type="button" className={styles.close} onClick={hide} aria-label={closeLabel}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
              </svg>
            </button>
          </>
        )}
      </span>
    </span>
  );
}

function join(base: string | undefined, extra: string | undefined): string | undefined {
  return extra ? `${base ?? ''} ${extra}` : base;
}
