import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { useTranslation } from '../src/i18n/useTranslation';
import { store } from '../src/app/store';
import { mockFetch, renderRoute, WAIT } from './helpers';

function Probe() {
  const { t, i18n } = useTranslation();
  return <p data-testid="probe" lang={i18n.language}>{t('tab.mine')}</p>;
}

describe('useTranslation', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    localStorage.removeItem('token');
    store.reload();
    mockFetch(() => undefined);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('renders an open page again in the language the reader switches to, down to the shell', async () => {
    renderRoute('/pages/mine');
    const tab = await screen.findByTestId('tab-mine', {}, WAIT);
    expect(tab.textContent).toBe('Me');
    await act(() => changeLanguage('ja'));
    await waitFor(() => expect(screen.getByTestId('tab-mine').textContent).toBe('マイページ'), WAIT);
    await act(() => changeLanguage('ko'));
    await waitFor(() => expect(screen.getByTestId('tab-mine').textContent).toBe('마이페이지'), WAIT);
  });

  it('translates in the current language outside the shell too (a component alone, a shell that failed)', async () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('Me');
    await act(() => changeLanguage('ja'));
    render(<Probe />);
    expect(screen.getAllByTestId('probe').at(-1)!.textContent).toBe('マイページ');
    expect(screen.getAllByTestId('probe').at(-1)!.getAttribute('lang')).toBe('ja');
  });
});
