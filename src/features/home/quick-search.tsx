'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { formatEuros } from '@/lib/format/number';
import type { MobilityType } from '@/lib/vehicle/enums';
import type { QuickSearchField } from './quick-search-options';
import { EMPTY_SELECTION, isEmptySelection, selectionFromForm, selectionToParams, selectionToSearch, type QuickSearchSelection } from './quick-search-selection';
import { quickSearchUrl } from './quick-search-url';
import { submitLabel, type SubmitTemplates } from './submit-label';
import styles from './quick-search.module.css';

export interface QuickSearchOption {
  value: string;
  /** The option text, live count included ("Volkswagen (1.234)"). */
  label: string;
}

/**
 * The form's Dutch copy, translated on the server. The button's three templates hold "{count}";
 * the browser picks one with Intl.PluralRules, so no translation library ships to the client.
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

const COUNT_DELAY_MS = 150;

const subscribeNothing = () => () => undefined;
/** False while rendering on the server and hydrating, true once the browser runs this code. */
function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

export function QuickSearch(props: QuickSearchProps) {
  const { mobility, fields, total, copy } = props;
  const router = useRouter();
  const enhanced = useEnhanced();
  const id = useId();
  const [selection, setSelection] = useState<QuickSearchSelection>(EMPTY_SELECTION);
  const [live, setLive] = useState<{ key: string; count: number | null } | null>(null);
  const [navigating, setNavigating] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Choices made before hydration live only in the DOM (the selects are uncontrolled): pick them up once.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const chosen = selectionFromForm(new FormData(form));
    // A model picked from the all-brands list brings its brand along.
    const merk = form.elements.namedItem('merk');
    const [modelBrand] = chosen.model.split('/');
    if (chosen.merk === '' && modelBrand && merk instanceof HTMLSelectElement) {
      merk.value = modelBrand;
      chosen.merk = modelBrand;
    }
    if (!isEmptySelection(chosen)) setSelection(chosen);
  }, []);

  // The model list is rebuilt when the brand changes or the page hydrates; keep the chosen model selected.
  useEffect(() => {
    const model = formRef.current?.elements.namedItem('model');
    if (model instanceof HTMLSelectElement && model.value !== selection.model) model.value = selection.model;
  }, [enhanced, selection.merk, selection.model]);

  const empty = isEmptySelection(selection);
  const key = selectionToParams(mobility, selection).toString();

  useEffect(() => {
    if (empty) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/zoeken/aantal?${key}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ count?: unknown }>) : Promise.reject(new Error(String(response.status)))))
        .then((body) => setLive({ key, count: typeof body.count === 'number' ? body.count : null }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.warn('quick search count failed', error);
            setLive({ key, count: null });
          }
        });
    }, COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [empty, key]);

  const settled = empty || live?.key === key;
  const count = empty ? total : live?.count ?? null;
  const countFailed = !empty && live?.key === key && live.count === null;
  const shownCount = count ?? total;
  const buttonText = submitLabel(copy.submit, shownCount, !empty);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    // Another brand makes the chosen model meaningless.
    const model = form.elements.namedItem('model');
    if (event.currentTarget.name === 'merk' && model instanceof HTMLSelectElement) model.value = '';
    setSelection(selectionFromForm(new FormData(form)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNavigating(true);
    router.push(quickSearchUrl(selectionToSearch(mobility, selectionFromForm(new FormData(event.currentTarget)))));
  };

  const modelOptions = props.models[selection.merk] ?? [];
  const renderField = (field: QuickSearchField) => {
    const fieldId = `${id}-${field}`;
    switch (field) {
      case 'soort':
        return (
          <Field key={field} id={fieldId} label={copy.labels.soort}>
            <select id={fieldId} name="soort" defaultValue="" onChange={onChange}>
              <option value="">{copy.soortAll}</option>
              {props.soorten.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
        );
      case 'merk':
        return (
          <Field key={field} id={fieldId} label={copy.labels.merk}>
            <select id={fieldId} name="merk" defaultValue="" onChange={onChange}>
              <option value="">{copy.merkAll}</option>
              {props.brands.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
        );
      case 'model':
        // Without JavaScript every brand's models are listed, grouped by brand; with it, only the chosen brand's.
        return (
          <Field key={field} id={fieldId} label={copy.labels.model}>
            <select
              id={fieldId}
              name="model"
              defaultValue=""
              disabled={enhanced && selection.merk === ''}
              onChange={onChange}
            >
              <option value="">{enhanced && selection.merk === '' ? copy.modelPickBrand : copy.modelAll}</option>
              {enhanced
                ? modelOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))
                : props.brands.map((brand) => (
                    <optgroup key={brand.value} label={brand.label}>
                      {(props.models[brand.value] ?? []).map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
            </select>
          </Field>
        );
      case 'prijsTot':
        return (
          <Field key={field} id={fieldId} label={copy.labels.prijsTot}>
            <select id={fieldId} name="prijs_tot" defaultValue="" onChange={onChange}>
              <option value="">{copy.prijsAll}</option>
              {props.priceSteps.map((step) => (
                <option key={step} value={String(step)}>
                  {formatEuros(step)}
                </option>
              ))}
            </select>
          </Field>
        );
      case 'bouwjaarVanaf':
        return (
          <Field key={field} id={fieldId} label={copy.labels.bouwjaarVanaf}>
            <select
              id={fieldId}
              name="bouwjaar_vanaf"
              defaultValue=""
              onChange={onChange}
            >
              <option value="">{copy.bouwjaarAll}</option>
              {props.years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </select>
          </Field>
        );
    }
  };

  return (
    <form ref={formRef} className={styles.form} action="/zoeken" method="get" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {copy.title}
      </h2>
      <input type="hidden" name="type" value={mobility} />
      <div className={styles.fields} data-count={fields.length}>
        {fields.map(renderField)}
      </div>
      <button type="submit" className={styles.submit} aria-busy={!settled || navigating} disabled={navigating}>
        <span className="tabular">{buttonText}</span>
      </button>
      <p className={styles.note} aria-live="polite">
        {countFailed ? copy.countFailed : count === 0 && !empty ? copy.noMatches : ''}
      </p>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.selectWrap}>{children}</div>
    </div>
  );
}
