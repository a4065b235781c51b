import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { showToast } from '../src/components/toast';
import { WAIT } from './helpers';
import { openOverlays } from './overlays';

// A toast or dialog renders into a React root of its own, which the test's cleanup does not know. One still mounted when
// a file's last test ends is unmounted by its timers after jsdom has gone: vitest then reports "window is not defined"
// from react-dom as an error outside the tests, and the whole run is red. The shared set-up (setup.ts) closes them all
// and waits until each root has unmounted (overlays.ts); these two tests run in order and prove it.
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
});
