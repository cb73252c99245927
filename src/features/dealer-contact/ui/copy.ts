import type { LeadType } from '../leads/lead-fields';

/** The call buttons' Dutch copy, translated on the server (decision 006). "{phone}" is filled in the browser. */
export interface CallButtonsCopy {
  reveal: string;
  revealLabel: string;
  dial: string;
  /** "Bel {dealer} op {phone}". */
  dialLabel: string;
  numberLabel: string;
  loading: string;
  tracked: string;
  /** The phone bar's short button ("Bel") and its name ("Bel {dealer}"). */
  barCall: string;
  barCallLabel: string;
}

/** The phone bar's own copy: its landmark name and the button to the contact form. */
export interface ContactBarCopy {
  label: string;
  message: string;
}

/** One lead form's Dutch copy; error texts keyed by the schema's codes. */
export interface LeadFormCopy {
  type: LeadType;
  title: string;
  intro: string;
  opener: string;
  submit: string;
  sending: string;
  optional: string;
  errorSummary: string;
  failed: string;
  savedNote: string;
  privacy: string;
  close: string;
  again: string;
  successTitle: string;
  success: string;
  fields: Record<string, string>;
  hints: Record<string, string>;
  options: Record<string, Record<string, string>>;
  placeholders: Record<string, string>;
  errors: Record<string, string>;
  /** The trade-in's photo picker; "{number}", "{name}" and "{count}" are filled in the browser. */
  photos: { add: string; addMore: string; remove: string; alt: string; count: string; processing: string };
}
