'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { selectModel, submitModel } from './quick-search-model';
import { EMPTY_SELECTION, isEmptySelection, selectionFromForm, selectionToParams, selectionToSearch, type QuickSearchSelection } from './quick-search-selection';
import type { QuickSearchProps } from './quick-search-types';
import { QuickSearchSelect } from './QuickSearchSelect';
import styles from './quick-search.module.css';
import { useEnhanced } from '@/lib/dom/use-enhanced';
import { useLiveCount } from './use-live-count';

// The URL writer (the search codec with its grammar and vocabulary) is needed only on submit: it
// loads when the visitor reaches for the form, outside the home page's first-load JavaScript.
const loadUrlWriter = () => import('./quick-search-url');

/** Choices made before hydration live only in the DOM (the selects are uncontrolled): read them once. */
function choicesBeforeHydration(form: HTMLFormElement): QuickSearchSelection {
  const chosen = selectionFromForm(new FormData(form));
  // A model picked from the all-brands list brings its brand along.
  const merk = form.elements.namedItem('merk');
  const [modelBrand] = chosen.model.split('/');
  if (chosen.merk === '' && modelBrand && merk instanceof HTMLSelectElement) {
    merk.value = modelBrand;
    chosen.merk = modelBrand;
  }
  return chosen;
}

export function QuickSearch(props: QuickSearchProps) {
  const { mobility, fields, total, copy } = props;
  const router = useRouter();
  const enhanced = useEnhanced();
  const id = useId();
  const [selection, setSelection] = useState<QuickSearchSelection>(EMPTY_SELECTION);
  const [navigating, setNavigating] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const chosen = formRef.current ? choicesBeforeHydration(formRef.current) : EMPTY_SELECTION;
    if (!isEmptySelection(chosen)) setSelection(chosen);
  }, []);

  // The model list is rebuilt when the brand changes or the page hydrates; keep the chosen model selected.
  useEffect(() => {
    const model = formRef.current?.elements.namedItem('model');
    if (model instanceof HTMLSelectElement && model.value !== selection.model) model.value = selection.model;
  }, [enhanced, selection.merk, selection.model]);

  const empty = isEmptySelection(selection);
  const key = selectionToParams(mobility, selection).toString();
  const submit = submitModel(copy, total, key, empty, useLiveCount(key, empty));

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
    const search = selectionToSearch(mobility, selectionFromForm(new FormData(event.currentTarget)));
    void loadUrlWriter().then(
      ({ quickSearchUrl }) => router.push(quickSearchUrl(search)),
      // Its chunk could not load (offline, a new deployment): the form goes as the server form it is.
      () => {
        setNavigating(false);
        formRef.current?.submit();
      },
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      action="/zoeken"
      method="get"
      onSubmit={onSubmit}
      onPointerEnter={() => void loadUrlWriter()}
      onFocusCapture={() => void loadUrlWriter()}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {copy.title}
      </h2>
      <input type="hidden" name="type" value={mobility} />
      <div className={styles.fields} data-count={fields.length}>
        {fields.map((field) => (
          <QuickSearchSelect key={field} id={`${id}-${field}`} select={selectModel(field, props, selection, enhanced)} onChange={onChange} />
        ))}
      </div>
      <button type="submit" className={styles.submit} aria-busy={submit.busy || navigating} disabled={navigating}>
        <span className="tabular">{submit.text}</span>
      </button>
      <p className={styles.note} aria-live="polite">
        {submit.note}
      </p>
    </form>
  );
}
