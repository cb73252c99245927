'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { EARLY_CLICK_PROPS } from '@/lib/dom/early-clicks-script';
import { useEarlyClicks } from '@/lib/dom/use-early-clicks';
import type { MobilityType } from '@/lib/vehicle/enums';
import { preloadMegaPanel } from './MenuLazy';
import { ChevronDownIcon } from './ShellIcons';
import { mobilityOfPath } from './route-kind';
import styles from './DesktopNav.module.css';

// Hover intent: a pointer passing over the bar should not flash mega menus open and shut.
const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 250;

interface MegaMenuState {
  openType: MobilityType | null;
  setOpenType: (type: MobilityType | null) => void;
  hover: (type: MobilityType | null) => void;
}

const MegaMenuContext = createContext<MegaMenuState | null>(null);

/**
 * The desktop navigation (960 px and wider): only the open/close logic runs in the browser; the
 * links and mega menu panels are rendered on the server and passed in.
 */
export function MegaMenu({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname();
  const [openType, setOpenType] = useState<MobilityType | null>(null);
  const [closedOnPath, setClosedOnPath] = useState(pathname);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);

  // A route change closes the menu (adjusting state during render, as React recommends).
  if (closedOnPath !== pathname) {
    setClosedOnPath(pathname);
    setOpenType(null);
  }

  useEffect(() => {
    if (openType === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && event.target instanceof Node && !navRef.current.contains(event.target)) setOpenType(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const toggle = navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="mega-${openType}"]`);
      setOpenType(null);
      toggle?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openType]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const state: MegaMenuState = {
    openType,
    setOpenType: (type) => {
      clearTimeout(timer.current);
      setOpenType(type);
    },
    hover: (type) => {
      clearTimeout(timer.current);
      const delay = type === null ? CLOSE_DELAY_MS : openType === null ? OPEN_DELAY_MS : 0;
      timer.current = setTimeout(() => setOpenType(type), delay);
    },
  };

  return (
    <MegaMenuContext.Provider value={state}>
      <nav ref={navRef} className={styles.nav} aria-label={label}>
        <ul className={styles.list}>{children}</ul>
      </nav>
    </MegaMenuContext.Provider>
  );
}

/**
 * One mobility item: its home link, a toggle for its panel, and the panel. The panel is drawn
 * when it first opens and kept from then on: rendering all four on every page cost each page about
 * 300 elements of HTML to render and hydrate for menus most visits never open (issue 21,
 * docs/decisions/015). Its chunk starts loading when the pointer or focus reaches the item,
 * during the hover delay, so the panel opens drawn.
 */
export function MegaMenuItem({ type, toggleLabel, link, panel }: { type: MobilityType; toggleLabel: string; link: ReactNode; panel: ReactNode }) {
  const menu = useContext(MegaMenuContext);
  const pathname = usePathname();
  const [drawn, setDrawn] = useState(false);
  // A toggle tapped before the header hydrated opens its panel once it has (issue 18).
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEarlyClicks(toggleRef);
  if (!menu) throw new Error('MegaMenuItem must be inside MegaMenu');
  const open = menu.openType === type;
  const active = mobilityOfPath(pathname) === type;
  // Adjusting state during render, as React recommends: the panel opened once stays drawn.
  if (open && !drawn) setDrawn(true);

  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a[href]')) menu?.setOpenType(null);
  }

  return (
    <li
      className={styles.item}
      onPointerEnter={(event) => {
        preloadMegaPanel();
        if (event.pointerType === 'mouse') menu.hover(type);
      }}
      onFocus={preloadMegaPanel}
      onPointerLeave={(event) => event.pointerType === 'mouse' && menu.hover(null)}
      onClick={closeOnLink}
    >
      <div className={`${styles.trigger} ${active ? styles.active : ''} ${open ? styles.open : ''}`}>
        {link}
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          {...EARLY_CLICK_PROPS}
          aria-expanded={open}
          aria-controls={`mega-${type}`}
          aria-label={toggleLabel}
          onClick={(event) => {
            // Handled: the early-tap recorder must not replay this one.
            event.preventDefault();
            menu.setOpenType(open ? null : type);
          }}
        >
          <ChevronDownIcon size={18} />
        </button>
      </div>
      <div id={`mega-${type}`} className={styles.panel} hidden={!open}>
        {drawn && panel}
      </div>
    </li>
  );
}
