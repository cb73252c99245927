'use client';

import type { ReactNode } from 'react';
import { focusContactForm } from './contact-form-focus';

/**
 * "Neem contact op": a plain link to the contact section (it works before the script runs), which
 * once the page runs puts the focus in the form's first field.
 */
export function ContactLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (focusContactForm()) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
