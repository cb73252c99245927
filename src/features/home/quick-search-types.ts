import type { MobilityType } from '@/lib/vehicle/enums';
import type { QuickSearchField } from './quick-search-options';
import type { SubmitTemplates } from './submit-label';

export interface QuickSearchOption {
  value: string;
  /** The option text, live count included ("Volkswagen (1.234)"). */
  label: string;
}

/**
 * The form's Dutch copy, translated on the server. The button's three templates hold "{count}";
 * the browser picks one with dutchPlural (lib/format/plural), so no translation library ships to the client.
 */
export interface QuickSearchCopy {
  title: string;
  labels: Record<QuickSearchField, string>;
  soortAll: string;
  merkAll: string;
  modelAll: string;
  modelPickBrand: string;
  prijsAll: string;
  bouwjaarAll: string;
  submit: SubmitTemplates;
  noMatches: string;
  countFailed: string;
}

export interface QuickSearchProps {
  mobility: MobilityType;
  fields: readonly QuickSearchField[];
  soorten: QuickSearchOption[];
  brands: QuickSearchOption[];
  /** Model options per brand slug; their values are "{brand}/{model}". */
  models: Record<string, QuickSearchOption[]>;
  priceSteps: readonly number[];
  years: readonly number[];
  total: number;
  copy: QuickSearchCopy;
}
