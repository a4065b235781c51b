import { useEffect, useState, type ReactNode } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { PageSkeleton } from './States';

/** The longest the content stays hidden waiting for its data: on a slow network it shows as it comes. */
const MAX_WAIT_MS = 3000;

/**
 * Shows its children all at once when their first data has arrived, with a skeleton until then. Sections that
 * appear one by one as their answers come push what is under them down (layout shift); hidden while their data
 * loads, they are laid out already and appear together. Later refetches do not hide them again.
 */
export function RevealWhenSettled({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const fetching = useIsFetching();
  const [shown, setShown] = useState(false);

  // Children's effects run before this one, so their first requests have started by then: the live count (not the
  // rendered one) says whether anything is still on its way. With everything cached it shows at once.
  useEffect(() => {
    if (!shown && fetching === 0 && client.isFetching() === 0) setShown(true);
  }, [client, fetching, shown]);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="reveal">
      {shown ? null : <div className="reveal-placeholder"><PageSkeleton lines={8} /></div>}
      <div className={shown ? 'reveal-content' : 'reveal-content reveal-pending'} aria-busy={!shown}>
        {children}
      </div>
    </div>
  );
}
