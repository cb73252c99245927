'use client';

import { useRef, useState, type FormEvent } from 'react';

export interface ServiceFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The call's answer once sent (the page's flash without JavaScript). */
  outcome: Record<string, unknown> | null;
}

/**
 * The form's enhancement (issue 17): without JavaScript it posts to its route handler and the page
 * comes back with the outcome; with it, the same fields go to the JSON call and the answer — the
 * confirmation, or the Dutch field errors — shows in place, without a reload.
 */
export function useServiceForm(api: string, initial: ServiceFormState, unreachable: string) {
  const [errors, setErrors] = useState(initial.errors);
  const [outcome, setOutcome] = useState(initial.outcome);
  const [sending, setSending] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const body = Object.fromEntries([...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    setSending(true);
    try {
      const response = await fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.status === 201) {
        setErrors({});
        setOutcome(answer);
        requestAnimationFrame(() => resultRef.current?.focus());
        return;
      }
      const fieldErrors = answer.errors && typeof answer.errors === 'object' ? (answer.errors as Record<string, string>) : { form: unreachable };
      setErrors(fieldErrors);
      requestAnimationFrame(() => {
        const first = Object.keys(fieldErrors).find((field) => field !== 'form');
        const target = first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : form.querySelector<HTMLElement>('[data-form-error]');
        target?.focus();
      });
    } catch {
      setErrors({ form: unreachable });
    } finally {
      setSending(false);
    }
  }

  function again() {
    setOutcome(null);
    setErrors({});
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, select')?.focus());
  }

  return { errors, outcome, sending, submit, again, resultRef, formRef };
}
