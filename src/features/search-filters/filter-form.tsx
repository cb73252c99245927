'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import type { EnumFilterKey } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { formatInteger } from '@/lib/format/number';
import { normalisePostcode } from '@/lib/geo/postcode';
import { RADIUS_STEPS, ADDED_SINCE } from '@/lib/vehicle/enums';
import type { SearchFacets } from '@/search-engine/facets';
import { BrandField } from './brand-field';
import type { FiltersCopy, PopularBrand } from './copy';
import { FILTER_FORM_ACTION, FLAG_ON, hiddenEntries, rangeFieldName } from './form-fields';
import { OptionRow, Section } from './option-row';
import { enumOptions, fieldVocabulary, OPEN_BY_DEFAULT, PANEL_FIELDS, type PanelField, type RangeFilterKey } from './panel-fields';
import { rangeOptions } from './range-options';
import { formatRangeValue } from './range-format';
import { setFlag, setRange, setSingle, toggleEnum, toggleSlug } from './request-edit';
import styles from './filters.module.css';
import { useEnhanced } from './use-enhanced';

export interface FilterFormProps {
  /** Distinguishes the ids of the side panel and the mobile sheet, which can both be in the page. */
  idPrefix: string;
  request: SearchRequest;
  facets: SearchFacets;
  copy: FiltersCopy;
  popular: readonly PopularBrand[];
  onChange(next: SearchRequest): void;
  onSubmit(): void;
  /** The submit area: a plain button in the panel, the sticky live-count button in the sheet. */
  footer: ReactNode;
}

const count = (value: number) => formatInteger(value);

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

interface FieldProps {
  request: SearchRequest;
  facets: SearchFacets;
  copy: FiltersCopy;
  onChange(next: SearchRequest): void;
}

function ModelField({ request, facets, copy, onChange }: FieldProps) {
  if (request.brand.length === 0 && request.model.length === 0) return null;
  const brandLabel = new Map(facets.brand.map((brand) => [brand.value, brand.label]));
  const groups = new Map<string, typeof facets.model>();
  for (const model of facets.model) groups.set(model.brand, [...(groups.get(model.brand) ?? []), model]);
  const title = copy.fields.model ?? '';
  return (
    <Section id="model" title={title} selectedCount={request.model.length} open copy={copy}>
      {groups.size === 0 && <p className={styles.hint}>{copy.model.pickBrand}</p>}
      {[...groups].map(([brand, models]) => (
        <div key={brand} role="group" aria-label={`${title} ${brandLabel.get(brand) ?? brand}`} className={styles.group}>
          {groups.size > 1 && <p className={styles.groupTitle}>{brandLabel.get(brand) ?? brand}</p>}
          {models.map((model) => (
            <OptionRow
              key={model.value}
              name="model"
              value={model.value}
              label={model.label}
              count={model.count}
              checked={request.model.includes(model.value)}
              onChange={() => onChange(toggleSlug(request, 'model', model.value))}
            />
          ))}
        </div>
      ))}
    </Section>
  );
}

function EnumField({ fieldKey, request, facets, copy, onChange }: FieldProps & { fieldKey: EnumFilterKey }) {
  const selected: readonly string[] = request[fieldKey];
  const options = enumOptions(fieldVocabulary(fieldKey, request.mobilityType), facets[fieldKey], selected);
  if (options.every((option) => option.count === 0 && !option.selected)) return null;
  const labels = copy.options[fieldKey] ?? {};
  return (
    <Section id={fieldKey} title={copy.fields[fieldKey] ?? fieldKey} selectedCount={selected.length} open={OPEN_BY_DEFAULT.has(fieldKey) || selected.length > 0} copy={copy}>
      {options.map((option) => (
        <OptionRow
          key={option.value}
          name={fieldKey}
          value={option.value}
          label={labels[option.value] ?? option.value}
          count={option.count}
          checked={option.selected}
          onChange={() => onChange(toggleEnum(request, fieldKey, option.value))}
        />
      ))}
    </Section>
  );
}

function RangeField({ idPrefix, rangeKey, request, facets, copy, onChange }: FieldProps & { idPrefix: string; rangeKey: RangeFilterKey }) {
  const buckets = facets[rangeKey];
  const range = request[rangeKey];
  if (buckets.length === 0 && !range) return null;
  const title = copy.fields[rangeKey] ?? rangeKey;
  const ends = [
    { end: 'min' as const, label: copy.range.from, any: copy.range.anyFrom },
    { end: 'max' as const, label: copy.range.to, any: copy.range.anyTo },
  ];
  return (
    <Section id={rangeKey} title={title} selectedCount={range ? 1 : 0} open={OPEN_BY_DEFAULT.has(rangeKey) || range !== undefined} copy={copy} hideCount>
      <div className={styles.rangeRow}>
        {ends.map(({ end, label, any }) => {
          const id = `${idPrefix}-${rangeKey}-${end}`;
          const value = range?.[end];
          return (
            <div key={end} className={styles.rangeEnd}>
              <label htmlFor={id} className={styles.smallLabel}>
                <span className="visually-hidden">{title} </span>
                {label}
              </label>
              <div className={styles.selectWrap}>
                <select
                  id={id}
                  name={rangeFieldName(rangeKey, end)}
                  value={value === undefined ? '' : String(value)}
                  onChange={(event) => onChange(setRange(request, rangeKey, end, event.target.value === '' ? undefined : Number(event.target.value)))}
                >
                  <option value="">{any}</option>
                  {rangeOptions(rangeKey, buckets, end, value).map((option) => (
                    <option key={option.value} value={String(option.value)}>
                      {`${formatRangeValue(rangeKey, option.value)} (${count(option.count)})`}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
}

function LocationField({ idPrefix, request, facets, copy, onChange }: FieldProps & { idPrefix: string }) {
  // The radius waits for a postal code only where this code runs; the plain form sends both.
  const enhanced = useEnhanced();
  const [typed, setTyped] = useState<{ for: string | undefined; value: string }>({ for: request.postalCode, value: request.postalCode ?? '' });
  const [invalid, setInvalid] = useState(false);
  // A new request from outside (navigation, reset) replaces what was typed.
  if (typed.for !== request.postalCode) setTyped({ for: request.postalCode, value: request.postalCode ?? '' });
  const postalId = `${idPrefix}-postcode`;
  const radiusId = `${idPrefix}-radius`;
  const errorId = `${idPrefix}-postcode-error`;
  const radiusCounts = new Map(facets.radius.map((option) => [option.value, option.count]));

  const applyTyped = () => {
    const raw = typed.value.trim();
    if (raw === '') {
      setInvalid(false);
      if (request.postalCode !== undefined) onChange(setSingle(request, 'postalCode', undefined));
      return;
    }
    const normalised = normalisePostcode(raw);
    setInvalid(normalised === null);
    if (normalised !== null && normalised !== request.postalCode) onChange(setSingle(request, 'postalCode', normalised));
  };

  return (
    <Section id="location" title={copy.fields.location ?? ''} selectedCount={request.postalCode ? 1 : 0} open={request.postalCode !== undefined} copy={copy} hideCount>
      <div className={styles.rangeRow}>
        <div className={styles.rangeEnd}>
          <label htmlFor={postalId} className={styles.smallLabel}>
            {copy.location.postalCode}
          </label>
          <input
            id={postalId}
            name="postalCode"
            className={styles.textInput}
            inputMode="text"
            autoComplete="postal-code"
            placeholder={copy.location.placeholder}
            maxLength={7}
            value={typed.value}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setTyped({ for: request.postalCode, value: event.target.value })}
            onBlur={applyTyped}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              applyTyped();
            }}
          />
        </div>
        <div className={styles.rangeEnd}>
          <label htmlFor={radiusId} className={styles.smallLabel}>
            {copy.location.radius}
          </label>
          <div className={styles.selectWrap}>
            <select
              id={radiusId}
              name="radius"
              value={request.radius ?? ''}
              disabled={enhanced && request.postalCode === undefined}
              onChange={(event) => onChange(setSingle(request, 'radius', (RADIUS_STEPS as readonly string[]).includes(event.target.value) ? (event.target.value as (typeof RADIUS_STEPS)[number]) : undefined))}
            >
              <option value="">{copy.location.anyRadius}</option>
              {RADIUS_STEPS.map((step) => {
                const stepCount = radiusCounts.get(step);
                const label = copy.options.radius?.[step] ?? step;
                return (
                  <option key={step} value={step}>
                    {stepCount === undefined ? label : `${label} (${count(stepCount)})`}
                  </option>
                );
              })}
            </select>
          </div>
        </div>
      </div>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {copy.location.invalid}
        </p>
      )}
    </Section>
  );
}

function AddedSinceField({ request, facets, copy, onChange }: FieldProps) {
  const counts = new Map(facets.addedSince.map((option) => [option.value, option.count]));
  const labels = copy.options.addedSince ?? {};
  return (
    <Section id="addedSince" title={copy.fields.addedSince ?? ''} selectedCount={request.addedSince ? 1 : 0} open={request.addedSince !== undefined} copy={copy} hideCount>
      <OptionRow type="radio" name="addedSince" value="" label={copy.addedSince.any} checked={request.addedSince === undefined} onChange={() => onChange(setSingle(request, 'addedSince', undefined))} />
      {ADDED_SINCE.map((value) => (
        <OptionRow
          key={value}
          type="radio"
          name="addedSince"
          value={value}
          label={labels[value] ?? value}
          count={counts.get(value) ?? 0}
          checked={request.addedSince === value}
          onChange={() => onChange(setSingle(request, 'addedSince', value))}
        />
      ))}
    </Section>
  );
}

function FlagsField({ request, facets, copy, onChange }: FieldProps) {
  const flags = (['napOnly', 'onlineToFinance'] as const).filter((key) => request[key] || facets[key] > 0);
  if (flags.length === 0) return null;
  const active = flags.filter((key) => request[key]).length;
  return (
    <Section id="flags" title={copy.fields.flags ?? ''} selectedCount={active} open copy={copy}>
      {flags.map((key) => (
        <OptionRow key={key} name={key} value={FLAG_ON} label={copy.flags[key]} count={facets[key]} checked={request[key]} onChange={() => onChange(setFlag(request, key, !request[key]))} />
      ))}
    </Section>
  );
}
