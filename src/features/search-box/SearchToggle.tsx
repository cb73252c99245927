'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type MouseEvent } from 'react';
import styles from './search-box.module.css';

/**
 * The phone's search button in the header: opens the header's box under the bar and puts the
 * cursor in it. Without JavaScript it is a link to the box (#id), which CSS shows as the target.
 */
export function SearchToggle({ target, openLabel, closeLabel }: { target: string; openLabel: string; closeLabel: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);

  // A search lands on a new page: the box closes (adjusting state during render, as React recommends).
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const form = document.getElementById(target);
    if (!form) return;
    form.toggleAttribute('data-open', open);
    if (open) form.querySelector('input')?.focus();
  }, [open, target]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen((was) => !was);
  };

  return (
    <a href={`#${target}`} className={styles.toggle} aria-controls={target} aria-expanded={open} onClick={onClick}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        {open ? <path d="M6 6l12 12M18 6 6 18" /> : (
          <>
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </>
        )}
      </svg>
      <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
    </a>
  );
}
