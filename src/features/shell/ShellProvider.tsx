'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Copy of the generic error page (errors.json "generic"), resolved on the server. */
export interface ErrorCopy {
  title: string;
  heading: string;
  text: string;
  code: string;
  retry: string;
  home: string;
}

export interface ShellContextValue {
  productName: string;
  errorCopy: ErrorCopy;
}

const ShellContext = createContext<ShellContextValue | null>(null);

/**
 * What the shell's error boundary needs from the server: error.tsx only receives the error, so
 * its copy travels through context instead of a client-side i18n library.
 */
export function ShellProvider({ value, children }: { value: ShellContextValue; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside ShellProvider');
  return value;
}
