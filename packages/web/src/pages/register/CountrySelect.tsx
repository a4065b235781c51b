import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Country } from '@onego/contract';
import { useTranslation } from '../../i18n/useTranslation';

interface Props {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  query: UseQueryResult<Country[]>;
  testId?: string;
  /** Defaults to the nationality label; other forms (e.g. an address) pass their own. */
  label?: string;
  /** Defaults to the nationality prompt. */
  prompt?: string;
}

/** A native select: phones open their own wheel picker, and tests can choose by country code. */
export function CountrySelect({ value, onChange, error, query, testId, label, prompt }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const list = query.data ?? [];
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>{label ?? t('register.nationality')}</label>
      <div className="field-row">
        <select id={id} className="field-select" value={value} onChange={(e) => onChange(e.target.value)}
          data-testid={testId} aria-invalid={error ? true : undefined} disabled={query.isPending && !list.length}>
          <option value="">
            {query.isPending ? t('common.loading') : query.isError ? t('common.loadFailed') : prompt ?? t('register.chooseCountry')}
          </option>
          {list.map((c) => (
            <option key={c.code} value={c.code}>{`${c.name} (+${c.area_code})`}</option>
          ))}
        </select>
      </div>
      {error ? <div className="field-error" role="alert">{error}</div> : null}
    </div>
  );
}
