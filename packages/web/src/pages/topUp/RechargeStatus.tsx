import { useTranslation } from '../../i18n/useTranslation';
import type { Recharge } from '../../api/recharge';

/** A top-up's state in words, with what its money was when it was not simply the amount asked for. */
export function RechargeStatus({ r, testId }: { r: Recharge; testId?: string }) {
  const { t } = useTranslation();
  const detail = r.kind !== 'requested' ? t(`topUp.kind.${r.kind}`) : r.outcome && r.outcome !== 'exact' ? t(`topUp.outcome.${r.outcome}`) : '';
  return (
    <span className={`recharge-status recharge-status-${r.status}`} data-testid={testId}>
      {t(`topUp.status.${r.status}`)}{detail ? ` · ${detail}` : ''}
    </span>
  );
}

/** A transaction hash, shortened, linking to the block explorer when there is one. */
export function TxLink({ r }: { r: Recharge }) {
  if (!r.tx_hash) return <span className="muted">—</span>;
  const short = `${r.tx_hash.slice(0, 10)}…${r.tx_hash.slice(-8)}`;
  return r.tx_url
    ? <a href={r.tx_url} target="_blank" rel="noreferrer" className="mono" data-testid="recharge-tx">{short}</a>
    : <span className="mono" title={r.tx_hash} data-testid="recharge-tx">{short}</span>;
}
