'use client';

import { usePathname } from 'next/navigation';
import { Fragment, useEffect, useReducer, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { lockPageScroll } from '@/lib/dom/scroll-lock';
import { DrawerSelectContext } from './DrawerItemButton';
import { ArrowLeftIcon, CloseIcon, MenuBarsIcon } from './ShellIcons';
import { DrawerRootLazy, DrawerSubmenuLazy, preloadDrawer } from './MenuLazy';
import { CLOSED_MENU, menuReducer } from './menu-state';
import type { ShellLink } from './site-links';
import styles from './MobileMenu.module.css';

export interface DrawerCopy {
  heading: string;
  moreHeading: string;
  open: string;
  close: string;
  title: string;
  back: string;
  backTo: string;
}

/**
 * The mobile menu (below 960 px): a button and a drawer on a native modal <dialog>, which gives
 * the focus trap, Escape and the inert page behind it without a library. State as product §4. The
 * levels are drawn from the static menu in a chunk that loads when the drawer is about to open;
 * the server sends only the copy, the utility links and the app promo.
 */
export function MobileMenu({ copy, links, promo }: { copy: DrawerCopy; links: readonly (ShellLink & { label: string })[]; promo: ReactNode }) {
  const pathname = usePathname();
  const [state, dispatch] = useReducer(menuReducer, CLOSED_MENU);
  const [lastPath, setLastPath] = useState(pathname);
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Arriving on a new path closes the drawer even when the navigation did not start in it.
  if (lastPath !== pathname) {
    setLastPath(pathname);
    dispatch({ type: 'routeChangeStart' });
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (state.open && !dialog.open) dialog.showModal();
    if (!state.open && dialog.open) dialog.close();
    if (state.open) return lockPageScroll();
  }, [state.open]);

  // Keyboard and screen-reader users land on the new level's first control.
  useEffect(() => {
    if (!state.open) return;
    dialogRef.current?.querySelector<HTMLElement>(state.selected ? '[data-drawer-back]' : '[data-drawer-item]')?.focus();
  }, [state.open, state.selected]);

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dispatch({ type: 'close' });
  }

  /** A click on any link inside the drawer starts a route change: close right away. */
  function onPanelClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a[href]')) dispatch({ type: 'routeChangeStart' });
  }

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={state.open}
        aria-controls="mobiel-menu"
        aria-label={copy.open}
        onClick={() => dispatch({ type: 'toggle' })}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        onTouchStart={preloadDrawer}
      >
        {/* Stays the menu icon while open: the drawer has the one close button (the page behind is inert). */}
        <MenuBarsIcon size={26} />
      </button>
      <dialog ref={dialogRef} id="mobiel-menu" className={styles.drawer} aria-label={copy.title} onClick={onBackdropClick} onClose={() => dispatch({ type: 'close' })}>
        <div className={styles.panel} onClick={onPanelClick}>
          <div className={styles.panelHeader}>
            {state.selected ? (
              <button type="button" className={styles.back} data-drawer-back onClick={() => dispatch({ type: 'back' })} aria-label={copy.backTo}>
                <ArrowLeftIcon size={22} />
                {copy.back}
              </button>
            ) : (
              <p className={styles.panelTitle}>{copy.title}</p>
            )}
            <button type="button" className={styles.close} aria-label={copy.close} onClick={() => dispatch({ type: 'close' })}>
              <CloseIcon size={26} />
            </button>
          </div>
          <div className={styles.panelBody}>
            {state.open && (
              <DrawerSelectContext.Provider value={(type) => dispatch({ type: 'select', mobilityType: type })}>
                {/* Keyed, so each visit to a submenu starts with only its first group open. */}
                {state.selected ? (
                  <Fragment key={state.selected}>
                    <DrawerSubmenuLazy type={state.selected} promo={promo} />
                  </Fragment>
                ) : (
                  <DrawerRootLazy heading={copy.heading} moreHeading={copy.moreHeading} links={links} promo={promo} />
                )}
              </DrawerSelectContext.Provider>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
