'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { MobilityType } from '@/lib/vehicle/enums';
import styles from './MobileMenu.module.css';

/** How the drawer's first level tells the drawer which mobility type was chosen. */
export const DrawerSelectContext = createContext<(type: MobilityType) => void>(() => undefined);

/** A mobility item on the drawer's first level: opens that type's submenu. */
export function DrawerItemButton({ type, first, children }: { type: MobilityType; first: boolean; children: ReactNode }) {
  const select = useContext(DrawerSelectContext);
  return (
    <button type="button" className={styles.item} data-drawer-item={first ? '' : undefined} onClick={() => select(type)}>
      {children}
    </button>
  );
}
