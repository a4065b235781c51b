import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A rule or tip under the input (wraps, unlike a placeholder); the error takes its place while there is one. */
  hint?: string;
  testId?: string;
  /** Something beside the input, e.g. a send-code button. */
  extra?: ReactNode;
}

/** A labelled native input: keeps `data-testid` and the label on the real <input> for tests and screen readers. */
export function Field({ label, value, onChange, error, hint, testId, extra, className, ...rest }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          className="field-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          {...rest}
        />
        {extra}
      </div>
      {error ? <div className="field-error" id={errorId} role="alert">{error}</div>
        : hint ? <div className="field-hint" id={hintId}>{hint}</div> : null}
    </div>
  );
}
