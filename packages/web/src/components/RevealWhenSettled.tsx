import { useEffect, useState, type ReactNode } from 'react';
import { partialMatchKey, useIsFetching, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { PageSkeleton } from './States';

/** The longest the content stays hidden waiting for its data: on a slow network it shows as it comes. */
const MAX_WAIT_MS = 3000;

interface Props {
  children: ReactNode;
  /**
   * The reads to wait for, as key prefixes (`['banners']` waits for every banners read); without it, every read in
   * flight. A part of a page waits for its own reads only, so it shows before slower reads lower down.
   */
  waitFor?: readonly QueryKey[];
  /** Called once, when the content shows. */
  onShown?: () => void;
  /** Lines of the skeleton shown meanwhile. */
  lines?: number;
}

/**
 * Shows its children all at once when their first data has arrived, with a skeleton until then. Sections that
 * appear one by one as their answers come push what is under them down (layout shift); hidden while their data
 * loads, they are laid out already and appear together. Later refetches do not hide them again.
 */
export function RevealWhenSettled({ children, waitFor, onShown, lines = 8 }: Props) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) onShown?.();
    // onShown is called once, when shown turns true.
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="reveal">
      <div className={shown ? 'reveal-content' : 'reveal-content reveal-pending'} aria-busy={!shown}>
        {children}
      </div>
      {/* After the content (the skeleton lies over it, absolutely placed), so its effects run after the content's. */}
      {shown ? null : <Waiting waitFor={waitFor} lines={lines} onSettled={() => setShown(true)} />}
    </div>
  );
}

/**
 * The skeleton while the reads are on their way. It alone follows the reads in flight, and goes once they are in: the
 * shown content is not rendered again each time any read of the app starts or ends.
 */
function Waiting({ waitFor, lines, onSettled }: { waitFor?: readonly QueryKey[]; lines: number; onSettled: () => void }) {
  const client = useQueryClient();
  const filters = waitFor ? { predicate: (q: Query) => waitFor.some((prefix) => partialMatchKey(q.queryKey, prefix)) } : {};
  const fetching = useIsFetching(filters);

  // The content's effects run before this one (it comes after the content), so their first requests have started by
  // then: the live count (not the rendered one) says whether anything is still on its way. With everything cached it
  // shows at once.
  useEffect(() => {
    if (fetching === 0 && client.isFetching(filters) === 0) onSettled();
  });
  useEffect(() => {
    const timer = setTimeout(onSettled, MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return <div className="reveal-placeholder"><PageSkeleton lines={lines} /></div>;
}
