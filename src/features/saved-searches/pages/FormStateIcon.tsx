import { LineIcon } from '@/lib/icons/LineIcon';

export type FormState = 'confirmed' | 'error' | 'unsubscribed' | 'pending';

/** The form-state icons of the spec (§1: confirmed, error, unsubscribed), plus a closed envelope for "waiting for you". */
export function FormStateIcon({ state, size = 56 }: { state: FormState; size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={1.6}>
      {state === 'confirmed' && (
        <>
          <circle cx="12" cy="12" r="9.5" />
          <path d="m7.5 12.3 3 3 6-6.3" />
        </>
      )}
      {state === 'error' && (
        <>
          <circle cx="12" cy="12" r="9.5" />
          <path d="M12 7.2v6" />
          <path d="M12 16.6h.01" />
        </>
      )}
      {state === 'unsubscribed' && (
        <>
          <rect x="3" y="5.5" width="18" height="13" rx="2" />
          <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
          <path d="m4 20 16-16" />
        </>
      )}
      {state === 'pending' && (
        <>
          <rect x="3" y="5.5" width="18" height="13" rx="2" />
          <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
        </>
      )}
    </LineIcon>
  );
}
