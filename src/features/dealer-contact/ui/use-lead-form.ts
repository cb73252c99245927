'use client';

import { useCallback, useEffect, useId, useReducer, useRef, type FormEvent, type RefObject } from 'react';
import { useFeatureFlag } from '@/lib/flags/FlagsProvider';
import { leadFields, type FieldSpec, type TradeInVehicle } from '../leads/lead-fields';
import { photoMessage, type PhotoProblem } from '../photos/photo-rules';
import type { LeadFormCopy } from './copy';
import { answerErrors, fieldMessages, firstErrorField, leadFormReducer, leadFormView, leadPayload, postedLeadFormState, type FormPhoto, type LeadFormPostState, type Values } from './lead-form-model';
import { useLeadPhotos } from './use-lead-photos';
import { rememberInputs, useSavedLeadInputs } from './use-saved-lead-inputs';

// The validator carries zod; it loads on first focus or submit, not with the page.
export const loadValidator = () => import('../leads/lead-schema');

const LEADS_PATH = '/api/client/leads';

/** JSON, or multipart when photos go along (the lead as its `lead` part). */
function postLead(body: Record<string, unknown>, photos: readonly FormPhoto[]): Promise<Response> {
  if (photos.length === 0) return fetch(LEADS_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const form = new FormData();
  form.append('lead', JSON.stringify(body));
  for (const photo of photos) form.append('photos', photo.blob, photo.name);
  return fetch(LEADS_PATH, { method: 'POST', body: form });
}

/** The hidden field only bots fill in; sent along so the server can refuse them. */
function honeypotValue(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem('website');
  return input instanceof HTMLInputElement ? input.value : '';
}

/** The fields the visitor filled in the form's HTML before its code ran (photos excepted: they need the code to be picked). */
function typedValues(form: HTMLFormElement, fields: readonly FieldSpec[]): [string, string][] {
  const typed: [string, string][] = [];
  for (const { name, kind } of fields) {
    if (kind === 'photos') continue;
    // An input, select or textarea, or a RadioNodeList whose value is the checked radio's.
    const control = form.elements.namedItem(name) as { value?: unknown } | null;
    if (typeof control?.value === 'string' && control.value !== '') typed.push([name, control.value]);
  }
  return typed;
}

/**
 * The form on the page hydrates after the rest (LeadFormLazy.tsx): what was typed into the server's
 * form meanwhile is taken over once, on mount, not wiped by the first render.
 */
function useTypedBeforeHydration(formRef: RefObject<HTMLFormElement | null>, fields: readonly FieldSpec[], initial: Values, adopt: (field: string, value: string) => void): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [field, value] of typedValues(form, fields)) if (value !== (initial[field] ?? '')) adopt(field, value);
    // Its code runs: from here a submit is sent by it, not by the browser.
    form.setAttribute('data-enhanced', '');
    // Once, on mount: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export interface LeadFormOptions {
  copy: LeadFormCopy;
  listingId: number;
  tradeInVehicle: TradeInVehicle | null;
  /** What the browser's own post of this form came back with (lead-form-action.ts), if it posted. */
  posted: LeadFormPostState;
}

/** One lead form's state and actions: the view model (lead-form-model.ts) run in React. */
export function useLeadForm({ copy, listingId, tradeInVehicle, posted }: LeadFormOptions) {
  const prefix = useId();
  // Feature flag 062: without it nothing is read from or written to the saved inputs.
  const keepInputs = useFeatureFlag('062');
  const fields = leadFields(copy.type, tradeInVehicle ?? 'car');
  const withPhotos = fields.some((field) => field.kind === 'photos');
  const [state, dispatch] = useReducer(leadFormReducer, posted, (first) => postedLeadFormState(copy.type, first));
  const touched = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const showPhotoProblems = useCallback(
    (problems: PhotoProblem[]) => dispatch({ type: 'photoNotice', notice: problems.length > 0 ? photoMessage(problems, copy.errors) : undefined }),
    [copy.errors],
  );
  const photos = useLeadPhotos(showPhotoProblems);
  const { replacePhotos } = photos;
  const fill = useCallback((saved: Values) => dispatch({ type: 'fill', saved, touched: touched.current }), []);
  const fillPhotos = useCallback((saved: FormPhoto[]) => replacePhotos(() => saved), [replacePhotos]);
  useSavedLeadInputs({ enabled: keepInputs, type: copy.type, vehicle: tradeInVehicle, withPhotos, touched, fill, fillPhotos });

  useEffect(() => {
    if (state.status === 'sent') successRef.current?.focus();
  }, [state.status]);

  useTypedBeforeHydration(formRef, fields, state.values, (field, value) => {
    touched.current.add(field);
    dispatch({ type: 'change', field, value });
  });

  const payload = (values: Values) => leadPayload({ fields, values, type: copy.type, listingId, tradeInVehicle, website: honeypotValue(formRef.current) });
  const focusField = (name: string) => document.getElementById(`${prefix}-${name}`)?.focus();
  const focusFirstError = (errors: Values) => {
    const first = firstErrorField(fields, errors);
    if (first) focusField(first);
  };

  // After a failed submit, a field's message goes as soon as its value is right. Checked on
  // change, not on blur: a message vanishing on blur shifts the form under the pointer mid-click.
  const recheck = async (field: string, values: Values) => {
    const { validateLead } = await loadValidator();
    const result = validateLead(payload(values));
    if (result.ok || !result.errors[field]) dispatch({ type: 'fieldFixed', field });
  };

  const change = (field: string, value: string) => {
    touched.current.add(field);
    dispatch({ type: 'change', field, value });
    if (state.errors[field]) void recheck(field, { ...state.values, [field]: value });
  };

  const addPhotos = (files: File[]) => {
    touched.current.add('photos');
    void photos.addPhotos(files);
  };

  const removePhoto = (id: string) => {
    touched.current.add('photos');
    photos.removePhoto(id);
    // The button is gone with its photo: focus goes to the add button rather than the page.
    requestAnimationFrame(() => focusField('photos'));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'sending' || photos.processing > 0) return;
    const body = payload(state.values);
    const { validateLead } = await loadValidator();
    const result = validateLead(body);
    if (!result.ok) {
      const found = fieldMessages(result.errors, copy.errors);
      dispatch({ type: 'invalid', errors: found });
      focusFirstError(found);
      return;
    }
    dispatch({ type: 'sending' });
    try {
      const response = await postLead(body, photos.photos);
      if (response.ok) {
        await response.json().catch(() => null);
        if (keepInputs) rememberInputs(result.lead, copy.type, tradeInVehicle, photos.photos);
        dispatch({ type: 'sent' });
        return;
      }
      const errors = answerErrors(await response.json().catch(() => null));
      if (errors) {
        dispatch({ type: 'refused', errors });
        focusFirstError(errors);
      } else dispatch({ type: 'failed' });
    } catch {
      dispatch({ type: 'failed' });
    }
  };

  const again = () => {
    replacePhotos(() => []);
    dispatch({ type: 'again' });
  };

  return {
    prefix,
    fields,
    state,
    view: leadFormView(state, photos.processing, copy.errorSummary),
    photos: photos.photos,
    keepInputs,
    formRef,
    successRef,
    change,
    addPhotos,
    removePhoto,
    submit,
    again,
  };
}
