import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pcVariantOf } from './shopPaths';
import { isDesktop } from './viewport';

/**
 * A mobile route with a desktop variant: on a desktop viewport it hands over to its /pages/pc/ page (same query, replacing the
 * history entry so "back" does not bounce); on phones it shows the mobile page.
 */
export function DesktopVariant({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const target = pcVariantOf(pathname, search);
  if (target && isDesktop()) return <Navigate to={target} replace />;
  return <>{children}</>;
}
