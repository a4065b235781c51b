import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MountWhenNear } from '../src/components/MountWhenNear';
import { PageSkeleton } from '../src/components/States';
import { i18n } from '../src/i18n';

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would when the spot comes near. */
function fakeObserver() {
  const observers: Array<{ fire: (near: boolean) => void; disconnected: boolean; margin?: string }> = [];
  class FakeObserver {
    entry: { fire: (near: boolean) => void; disconnected: boolean; margin?: string };
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
      this.entry = { fire: (near) => callback([{ isIntersecting: near }]), disconnected: false, margin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() { this.entry.disconnected = true; }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

describe('MountWhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder until the spot comes near the screen, then the content, and stops watching', async () => {
    const observers = fakeObserver();
    render(<MountWhenNear placeholder={<p>waiting</p>}><p>content</p></MountWhenNear>);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.margin).toMatch(/^\d+px 0px$/);

    await act(async () => observers[0]!.fire(false));
    expect(screen.queryByText('content')).toBeNull();

    await act(async () => observers[0]!.fire(true));
    expect(await screen.findByText('content')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('renders the content at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<MountWhenNear placeholder={<p>waiting</p>}><p>content</p></MountWhenNear>);
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('waits with a still placeholder: off the screen, a shimmer would repaint every frame for no one', () => {
    fakeObserver();
    const { container } = render(<MountWhenNear placeholder={<PageSkeleton still />}><p>content</p></MountWhenNear>);
    expect(container.querySelectorAll('.adm-skeleton').length).toBeGreaterThan(0);
    expect(container.querySelector('.adm-skeleton-animated')).toBeNull();
    // Nothing loads until the reader comes near, yet a screen reader can reach the place (which brings it near).
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(container.textContent).toBe(i18n.t('common.loading'));
    const shown = render(<PageSkeleton />);
    expect(shown.container.querySelector('.adm-skeleton-animated')).not.toBeNull();
    expect(shown.container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
