'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The section's name from product §8, for the log line. */
  name: string;
  /** What to show instead of a crashed section; nothing when absent. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Product §4/§8, in the browser: a section that fails to render (or hydrate) shows its fallback, or
 * nothing, and logs the error; the rest of the page stays. Server-side failures are caught by
 * `guard` (guard.server.tsx). No Suspense here on purpose: a Suspense boundary lets React flush
 * the page before the section and stream it in later, which moves everything below it (CLS).
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error);
    const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
    console.error(
      JSON.stringify({ level: 'error', time: new Date().toISOString(), source: 'vehicle-detail', msg: 'section crashed', section: this.props.name, error: message, digest, stack: info.componentStack?.slice(0, 500) }),
    );
  }

  override render(): ReactNode {
    const fallback = this.props.fallback ?? null;
    return this.state.failed ? fallback : this.props.children;
  }
}
