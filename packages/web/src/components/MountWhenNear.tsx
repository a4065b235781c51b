import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen the content starts to render: a fling's worth, so a reader scrolling down never waits on it. */
const AHEAD = '1200px';

interface Props {
  children: ReactNode;
  /** Shown in the content's place until it renders (keeps the page's length, so the scroll bar does not jump). */
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
