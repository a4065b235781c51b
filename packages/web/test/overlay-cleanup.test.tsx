import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { showToast } from '../src/components/toast';
import { WAIT } from './helpers';
import { closeOverlays, openOverlays } from './overlays';

// A toast or dialog renders into a React root of its own, which the test's cleanup does not know. One still mounted when
// a file's last test ends is unmounted by its timers after jsdom has gone: vitest then reports "window is not defined"
// from react-dom as an error outside the tests, and the whole run is red. After each test the shared set-up (setup.ts)
// unmounts them all and lets none open until the next one starts (overlays.ts); the first two tests run in order and prove it.
describe('toasts and dialogs left open by a test', () => {
  it('opens a toast that never closes by itself and a dialog, and ends without closing them', async () => {
    showToast({ content: 'left open', duration: 0 });
    void Dialog.show({ content: 'also left open' });
    await screen.findByText('left open', {}, WAIT);
    await screen.findByText('also left open', {}, WAIT);
  });

  it('are closed and unmounted before the next test starts', () => {
    expect(openOverlays()).toBe(0);
    expect(document.body.children).toHaveLength(0);
  });

  it('none opens between a test\'s end and the next test, as a late answer of work it started would', async () => {
    await closeOverlays();
    Toast.show({ content: 'too late', duration: 0 });
    void Dialog.show({ content: 'also too late' });
    expect(openOverlays()).toBe(0);
    expect(document.body.children).toHaveLength(0);
  });
});
