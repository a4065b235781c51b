import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { PageSkeleton, StateBlock } from '../components/States';
import { forgetFailedPages, isChunkLoadError } from './lazyPage';
import { reloadOnceForChunk } from './chunkReload';

/**
 * The error element of every route: a page whose code failed to load, or that failed while rendering, shows a
 * translated message with a retry, never the router's developer page. A failed chunk first reloads the page once by
 * itself, which is what a new deployment (old chunks gone) needs.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const chunk = isChunkLoadError(error);
  // Decided once per error shown: the reload itself is started at most once (sessionStorage remembers it).
  const [reloading] = useState(() => chunk && reloadOnceForChunk());

  useEffect(() => {
    if (!chunk) console.warn('page failed', error);
  }, [chunk, error]);

  if (reloading) return <PageSkeleton />;
  // Navigating to the same address gives the router a new location, which resets this boundary and renders again.
  const retry = () => {
    forgetFailedPages();
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
  };
  return (
    <div className="card" role="alert">
      <StateBlock title={t(chunk ? 'common.pageLoadFailed' : 'common.failed')} description={t('common.loadFailedHint')}>
        <Button color="primary" onClick={retry}>{t('common.retry')}</Button>
      </StateBlock>
    </div>
  );
}
