'use client';

import type { FormEvent, ReactNode } from 'react';
import type { SearchRequest } from '@/lib/search-request/schema';
import { AddedSinceField } from './AddedSinceField';
import { BrandField } from './BrandField';
import type { PopularBrand } from './copy';
import { EnumField } from './EnumField';
import { FlagsField } from './FlagsField';
import { FILTER_FORM_ACTION, hiddenEntries } from './form-fields';
import { LocationField } from './LocationField';
import { ModelField } from './ModelField';
import { PANEL_FIELDS, type PanelField } from './panel-fields';
import { RangeField } from './RangeField';
import type { FieldProps } from './field-props';
import styles from './filters.module.css';

export interface FilterFormProps extends FieldProps {
  /** Distinguishes the ids of the side panel and the mobile sheet, which can both be in the page. */
  idPrefix: string;
  popular: readonly PopularBrand[];
  onSubmit(): void;
  /** The submit area: a plain button in the panel, the sticky live-count button in the sheet. */
  footer: ReactNode;
}

/**
 * The filter panel as one GET form: without JavaScript it submits to /zoeken/filters, which
 * redirects to the canonical URL; with it, every change goes to `onChange` as a new request.
 */
export function FilterForm(props: FilterFormProps) {
  const { idPrefix, request, facets, copy, onChange } = props;
  const fields = PANEL_FIELDS[request.mobilityType];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };

  const renderField = (field: PanelField): ReactNode => {
    switch (field.type) {
      case 'brand':
        return <BrandField key="brand" idPrefix={idPrefix} request={request} facets={facets} copy={copy} popular={props.popular} onChange={onChange} />;
      case 'model':
        return <ModelField key="model" request={request} facets={facets} copy={copy} onChange={onChange} />;
      case 'range':
        return <RangeField key={field.key} idPrefix={idPrefix} rangeKey={field.key} request={request} facets={facets} copy={copy} onChange={onChange} />;
      case 'enum':
        return <EnumField key={field.key} fieldKey={field.key} request={request} facets={facets} copy={copy} onChange={onChange} />;
      case 'location':
        return <LocationField key="location" idPrefix={idPrefix} request={request} facets={facets} copy={copy} onChange={onChange} />;
      case 'addedSince':
        return <AddedSinceField key="addedSince" request={request} facets={facets} copy={copy} onChange={onChange} />;
      case 'flags':
        return <FlagsField key="flags" request={request} facets={facets} copy={copy} onChange={onChange} />;
    }
  };

  return (
    <form className={styles.form} action={FILTER_FORM_ACTION} method="get" onSubmit={onSubmit} aria-label={copy.panel.title}>
      <HiddenFields request={request} />
      <div className={styles.sections}>{fields.map(renderField)}</div>
      {props.footer}
    </form>
  );
}

function HiddenFields({ request }: { request: SearchRequest }) {
  return hiddenEntries(request).map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);
}
