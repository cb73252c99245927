'use client';

import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { moveActive, type BoxOption } from './suggestion-list';

interface ComboboxState {
  options: BoxOption[];
  open: boolean;
  active: number;
}

interface Wiring {
  inputRef: RefObject<HTMLInputElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The latest rendered state, for the listeners. */
  current: RefObject<ComboboxState>;
  /** The text the options answer and where it leads as typed. */
  answered: RefObject<{ text: string; url: string } | null>;
  update: (text: string) => void;
  abort: () => void;
  go: (url: string) => void;
  setOpen: Dispatch<SetStateAction<boolean>>;
  setActive: Dispatch<SetStateAction<number>>;
  setOptions: Dispatch<SetStateAction<BoxOption[]>>;
}

/**
 * The keyboard and focus behaviour of the combobox (WAI-ARIA 1.2 APG, list autocomplete), on the
 * server-rendered input and form: listeners rather than React props, because the input renders
 * before this code loads and must keep what was typed meanwhile.
 */
export function useComboboxEvents({ inputRef, formRef, current, answered, update, abort, go, setOpen, setActive, setOptions }: Wiring): void {
  useEffect(() => {
    const input = inputRef.current;
    const form = formRef.current;
    if (!input || !form) return;
    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    const onInput = () => update(input.value);
    const onFocus = () => {
      if (current.current.options.length === 0 || answered.current?.text !== input.value) update(input.value);
      else setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, open: isOpen, active: at } = current.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (list.length === 0) return update(input.value);
        setOpen(true);
        setActive(isOpen ? moveActive(at, list.length, event.key) : event.key === 'ArrowDown' ? 0 : list.length - 1);
      } else if (event.key === 'Enter' && isOpen && at >= 0) {
        const option = list[at];
        if (!option) return;
        event.preventDefault();
        go(option.url);
      } else if (event.key === 'Escape') {
        if (isOpen) {
          event.preventDefault();
          close();
        } else if (input.value) {
          event.preventDefault();
          input.value = '';
          answered.current = null;
          setOptions([]);
        }
      } else if (event.key === 'Tab') {
        close();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !form.contains(event.relatedTarget)) close();
    };
    const onSubmit = (event: SubmitEvent) => {
      // The answer for exactly this text already names the page: go there without the redirect.
      const known = answered.current;
      if (!known || known.text !== input.value) return;
      event.preventDefault();
      go(known.url);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('keydown', onKeyDown);
    form.addEventListener('focusout', onFocusOut);
    form.addEventListener('submit', onSubmit);
    // Typed while this code was on its way.
    if (document.activeElement === input) update(input.value);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('focusout', onFocusOut);
      form.removeEventListener('submit', onSubmit);
      abort();
    };
  }, [inputRef, formRef, current, answered, update, abort, go, setOpen, setActive, setOptions]);

}
