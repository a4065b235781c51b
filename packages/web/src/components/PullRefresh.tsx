import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePullTexts } from './usePullTexts';
import './PullRefresh.css';

/** How far (after damping) the content must be pulled for a release to refresh. */
const THRESHOLD = 60;
/** Height of the status line while refreshing. */
const HEAD = 40;
/** How long "refreshed" stays before the line closes. */
const COMPLETE_MS = 500;

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** True when neither the window nor any box around `el` is scrolled down: a pull there means "refresh". */
function atTop(el: HTMLElement): boolean {
  if (window.scrollY > 0) return false;
  for (let node = el.parentElement; node; node = node.parentElement) if (node.scrollTop > 0) return false;
  return true;
}

/**
 * Pull down at the top to refresh, with the same texts as antd-mobile's PullToRefresh elsewhere. Home uses this one:
 * antd-mobile's brings its gesture and animation libraries (about 20 kB brotli) into Home's first load.
 */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const texts = usePullTexts();
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [pull, setPull] = useState(0);
  const gesture = useRef<{ startY: number; distance: number } | null>(null);
  const busy = status === 'refreshing' || status === 'complete';
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const el = box.current;
    if (!el || busy) return;
    const start = (e: TouchEvent) => {
      gesture.current = e.touches.length === 1 && atTop(el) ? { startY: e.touches[0]!.clientY, distance: 0 } : null;
    };
    const move = (e: TouchEvent) => {
      const g = gesture.current;
      if (!g) return;
      const dy = e.touches[0]!.clientY - g.startY;
      if (dy <= 0) {
        g.distance = 0;
        setPull(0);
        setStatus('idle');
        return;
      }
      // Ours, not the browser's: no page scroll or browser pull-to-refresh while the line is pulled open.
      if (e.cancelable) e.preventDefault();
      g.distance = Math.min(dy / 2, THRESHOLD * 2);
      setPull(g.distance);
      setStatus(g.distance >= THRESHOLD ? 'canRelease' : 'pulling');
    };
    const end = () => {
      const g = gesture.current;
      gesture.current = null;
      if (!g) return;
      if (g.distance < THRESHOLD) {
        setPull(0);
        setStatus('idle');
        return;
      }
      setStatus('refreshing');
      setPull(HEAD);
      void refresh.current().finally(() => {
        setStatus('complete');
        setTimeout(() => { setStatus('idle'); setPull(0); }, COMPLETE_MS);
      });
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, [busy]);

  const text = { idle: '', pulling: texts.pullingText, canRelease: texts.canReleaseText, refreshing: texts.refreshingText, complete: texts.completeText }[status];
  return (
    <div className="pull-refresh" ref={box}>
      <div className={`pull-refresh-head${gesture.current ? '' : ' settling'}`} style={{ height: pull }} aria-live="polite">
        {text}
      </div>
      {children}
    </div>
  );
}
