'use client';

import { useState } from 'react';
import type { FormPhoto } from '@/features/dealer-contact';
import type { ErrorBody } from '@/lib/api/errors';
import type { SellAnswer } from './SellResult';

const PATH = '/api/client/sell';

/** JSON, or multipart when photos go along (the request as its `offer` part), like a lead (decision 012). */
function post(body: Record<string, unknown>, photos: readonly FormPhoto[]): Promise<Response> {
  if (photos.length === 0) return fetch(PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const form = new FormData();
  form.append('offer', JSON.stringify(body));
  for (const photo of photos) form.append('photos', photo.blob, photo.name);
  return fetch(PATH, { method: 'POST', body: form });
}

/** Sends the request; the answer, the server's Dutch field errors, or a failure without them. */
export function useSellSubmit(onSent: () => void) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<SellAnswer | null>(null);

  const send = async (body: Record<string, unknown>, photos: readonly FormPhoto[]) => {
    setSending(true);
    setFailed(false);
    try {
      const response = await post(body, photos);
      if (response.status === 201) {
        setAnswer((await response.json()) as SellAnswer);
        setErrors({});
        onSent();
        return;
      }
      const error = (await response.json().catch(() => null)) as ErrorBody | null;
      if (error?.errors) setErrors(error.errors);
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return { sending, failed, errors, answer, send, again: () => setAnswer(null) };
}
