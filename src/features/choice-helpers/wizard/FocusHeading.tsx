'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The question heading takes focus when a step mounts, so a screen reader announces the new
 * question after every navigation (client-side or a full load) and Tab continues from there.
 */
export function FocusHeading({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} id={id} className={className} tabIndex={-1}>
      {children}
    </h1>
  );
}
