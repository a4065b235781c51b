import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far below the screen the content starts to render: a short scroll ahead, so what lies under a phone's first
 * screen is not built while the page loads (on a 412 x 823 or 430 x 932 phone, Home's rest starts 280-400 px below it),
 * yet is built before the reader gets there unless they fling.
 */
const AHEAD = '200px';

interface Props {
  children: ReactNode;
  /**
   * Shown in the content's place until it renders (keeps the page's length, so the scroll bar does not jump). Off the
   * screen while it waits: a still one (PageSkeleton's `still`), not a shimmer that repaints every frame for no one.
   */
  placeholder: ReactNode;
}

/**
 * Renders its children once their place comes within a fling of the screen. A phone's first screen shows only the top
 * of a long page; building and laying out the rest at start was most of the work that kept a first visit's page from
 * answering a tap. Without IntersectionObserver (old browsers) it renders at once.
 */
export function MountWhenNear({ children, placeholder }: Props) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !spot.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: `${AHEAD} 0px` });
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={spot}>{placeholder}</div>;
}
