import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { store } from '../src/app/store';
import { useFormErrors, type Checks } from '../src/components/useFormErrors';
import { envelope, mockFetch, renderRoute, WAIT } from './helpers';


describe('useFormErrors', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });

  const checksFor = (v: { a: string; b: string }): Checks<'a' | 'b'> => [
    ['a', v.a ? null : 'validation.required'],
    ['b', v.b.length >= 3 ? null : 'validation.required'],
  ];

  it('shows nothing before the first submit, then follows every change', () => {
    const { result, rerender } = renderHook((v: { a: string; b: string }) => useFormErrors(checksFor(v)),
      { initialProps: { a: '', b: '' } });
    expect(result.current.errors).toEqual({});
    rerender({ a: 'x', b: '' });
    expect(result.current.errors).toEqual({});

    let first: string | undefined;
    act(() => { first = result.current.validate(); });
    expect(first).toBe('This field is required');
    expect(result.current.errors).toEqual({ b: 'This field is required' });

    rerender({ a: 'x', b: 'abc' });
    expect(result.current.errors).toEqual({});
    rerender({ a: '', b: 'abc' });
    expect(result.current.errors).toEqual({ a: 'This field is required' });

    act(() => result.current.reset());
    expect(result.current.errors).toEqual({});
  });

  it('validateField checks one field from then on, leaving the others quiet', () => {
    const { result, rerender } = renderHook((v: { a: string; b: string }) => useFormErrors(checksFor(v)),
      { initialProps: { a: '', b: '' } });
    let problem: string | undefined;
    act(() => { problem = result.current.validateField('b'); });
    expect(problem).toBe('This field is required');
    expect(result.current.errors).toEqual({ b: 'This field is required' });
    rerender({ a: '', b: 'abcd' });
    expect(result.current.errors).toEqual({});
  });
});

describe('register form errors', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    store.reload();
    mockFetch((url) => {
      if (url.startsWith('/api/ajax/countries')) {
        return { body: envelope({ list: [{ code: 'SG', name: 'Singapore', area_code: '65' }] }) };
      }
      return undefined;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.field') as HTMLElement;
  const errorOf = (testId: string) => within(fieldOf(testId)).queryByRole('alert')?.textContent ?? null;

  it('clears a field error as soon as the field is valid and shows it again when it becomes invalid', async () => {
    renderRoute('/pages/register?invite_code=INV001&node_code=L00001');
    await screen.findByTestId('register-name', {}, WAIT);
    // Nothing is flagged while the member is still filling the form for the first time.
    expect(errorOf('register-name')).toBeNull();

    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(errorOf('register-name')).toBe('This field is required'), WAIT);
    expect(errorOf('register-email')).toBe('This field is required');
    expect(errorOf('register-invite-code')).toBeNull();

    fireEvent.change(screen.getByTestId('register-name'), { target: { value: 'Ann Lee' } });
    expect(errorOf('register-name')).toBeNull();
    expect(screen.getByTestId('register-name').getAttribute('aria-invalid')).toBeNull();
    // Other fields keep their errors until they are fixed.
    expect(errorOf('register-email')).toBe('This field is required');

    fireEvent.change(screen.getByTestId('register-email'), { target: { value: 'ann@' } });
    expect(errorOf('register-email')).not.toBe('This field is required');
    expect(errorOf('register-email')).toBeTruthy();
    fireEvent.change(screen.getByTestId('register-email'), { target: { value: 'ann@example.com' } });
    expect(errorOf('register-email')).toBeNull();

    fireEvent.change(screen.getByTestId('register-name'), { target: { value: '  ' } });
    expect(errorOf('register-name')).toBe('This field is required');

    fireEvent.click(screen.getByTestId('register-agree'));
    expect(screen.queryByText('Please read and agree to the agreement')).toBeNull();
  });
});
