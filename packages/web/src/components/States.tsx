import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from '../i18n/useTranslation';
import './States.css';

/**
 * A card of grey lines while content loads. `still`: the place of content built when the reader comes near
 * (MountWhenNear), off the screen meanwhile: no shimmer, and not busy, since nothing loads until then. Its text lets
 * a screen reader's next swipe land there, which scrolls it near and builds the content.
 */
export function PageSkeleton({ lines = 5, still = false }: { lines?: number; still?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="card" aria-busy={still ? undefined : true}>
      {still ? <span className="sr-only">{t('common.loading')}</span> : null}
      <Skeleton.Title animated={!still} />
      <Skeleton.Paragraph lineCount={lines} animated={!still} />
    </div>
  );
}

/**
 * A failure shown in place of content: a title, a hint and an action. Plain markup rather than antd-mobile's
 * ErrorBlock, whose built-in illustrations weigh 7 kB (brotli) in the first load of every page.
 */
export function StateBlock({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="state-block">
      <p className="state-block-title">{title}</p>
      {description ? <p className="state-block-description">{description}</p> : null}
      {children ? <div className="state-block-actions">{children}</div> : null}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StateBlock title={t('common.loadFailed')} description={t('common.loadFailedHint')}>
      {onRetry ? <Button color="primary" onClick={onRetry} data-testid="retry">{t('common.retry')}</Button> : null}
    </StateBlock>
  );
}
