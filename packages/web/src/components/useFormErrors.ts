import { Toast } from 'antd-mobile';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { collect, firstError, type Errors, type Problem } from './validate';

/** One check per field: the field and its problem as an i18n key (with values), or null when it is fine. */
export type Checks<K extends string> = [K, Problem | null][];

export interface FormErrors<K extends string> {
  /** Translated problems of the fields that are being checked; empty until the first submit. */
  errors: Errors<K>;
  /** For submit: from now on every field is re-checked as it changes; returns the first problem, if any. */
  validate: () => string | undefined;
  /** Checks one field now (e.g. the e-mail before sending a code) and keeps checking it as it changes. */
  validateField: (field: K) => string | undefined;
  /** Back to the pristine state (no field checked), e.g. when a popup closes. */
  reset: () => void;
  /** A form's submit handler: validates, toasts the first problem, or runs `send` when every field is fine. */
  onSubmit: (send: () => void) => (e: FormEvent) => void;
}

/**
 * Field errors for every form: nothing is shown while the member first fills the form; after the first submit
 * each field is re-checked on every change, so an error disappears as soon as the value is valid and comes back
 * if it becomes invalid again. `checks` is rebuilt from the current values on each render.
 */
export function useFormErrors<K extends string>(checks: Checks<K>): FormErrors<K> {
  const { t } = useTranslation();
  // 'all' after a submit; otherwise the fields checked one by one.
  const [live, setLive] = useState<'all' | ReadonlySet<K>>(() => new Set<K>());
  const all = collect<K>(t, checks);
  let errors: Errors<K> = all;
  if (live !== 'all') {
    errors = {};
    for (const field of live) if (all[field]) errors[field] = all[field];
  }
  const validate = () => {
    setLive('all');
    return firstError(all);
  };
  const validateField = (field: K) => {
    setLive((prev) => (prev === 'all' || prev.has(field) ? prev : new Set([...prev, field])));
    return all[field];
  };
  const reset = useCallback(() => setLive(new Set<K>()), []);
  const onSubmit = (send: () => void) => (e: FormEvent) => {
    e.preventDefault();
    const first = validate();
    if (first) Toast.show({ content: first });
    else send();
  };
  return { errors, validate, validateField, reset, onSubmit };
}
