import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PC_VARIANT } from './shopPaths';
import { isDesktop } from './viewport';

/**
 * A mobile shop route: on a desktop viewport it hands over to its /pages/pc/ variant (same query, replacing the
 * history entry so "back" does not bounce); on phones it shows the mobile page.
 */
export function DesktopVariant({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const target = PC_VARIANT[pathname];
  if (target && isDesktop()) return <Navigate to={`${target}${search}`} replace />;
  return <>{children}</>;
}
