import { Suspense, useState } from 'react';
import { lazyPage } from './lazyPage';
import { useAppStore } from './store';

// The popup and the login form are their own chunk: most visits never open them, so Home's first load has none.
const PcLoginDialog = lazyPage(() => import('./PcLoginDialog'), 'PcLoginDialog');

/** Desktop login over the current page: its code is loaded the first time the `showPCLogin` flag is set. */
export function PcLoginOverlay() {
  const open = useAppStore((s) => s.showPCLogin);
  // Once loaded it stays mounted, so closing plays the popup's own closing animation.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}><PcLoginDialog /></Suspense> : null;
}
