'use client';

import dynamic from 'next/dynamic';
import type { LeadFormProps } from './LeadForm';
// The form's styles belong to the page's own stylesheet (see search-filters/FiltersIslandLazy.tsx).
import './contact.module.css';

/**
 * The contact form on the detail page sits below the fold, and its code (fields, photos, saved
 * inputs; about 6 KB compressed) is not needed to paint or hydrate the rest of the page. The server
 * renders it in full; its chunk loads at low priority after the page's own, then it hydrates in
 * place, taking over what was typed meanwhile (use-lead-form.ts).
 */
const LazyLeadForm = dynamic(() => import('./LeadForm').then((module) => module.LeadForm));

export function LeadFormLazy(props: LeadFormProps) {
  return <LazyLeadForm {...props} />;
}
