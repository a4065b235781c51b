import { Button } from 'antd-mobile';
import { useTranslation } from '../i18n/useTranslation';
import './Pager.css';

/** Previous / next under a paged list, with "page N of M"; nothing when everything fits on one page. */
export function Pager({ page, total, limit, onPage, testId }: { page: number; total: number; limit: number; onPage(page: number): void; testId: string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <div className="button-row pager" data-testid={`${testId}-pager`}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-prev`}>{t('network.previous')}</Button>
      <span className="muted">{t('network.pageOf', { page, pages })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>{t('network.next')}</Button>
    </div>
  );
}
