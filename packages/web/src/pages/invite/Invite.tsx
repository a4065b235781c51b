import { Selector } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useInvite } from '../../app/queries';
import { CopyButton } from '../../components/CopyButton';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';

type Choice = 'left' | 'right';

/**
 * Invite: the member's referrer, their invitation (account) code, a choice of side, and for that side the node code,
 * the QR code and the link. Every link carries both codes, so the newcomer never has to be told a node code apart.
 */
export function Invite() {
  const { t } = useTranslation();
  const q = useInvite(true);
  const [side, setSide] = useState<Choice>('left');
  const d = q.data;
  const link = d ? (side === 'left' ? d.left_link : d.right_link) : '';
  const nodeCode = d ? (side === 'left' ? d.left_node_code : d.right_node_code) : '';
  return (
    <Page title={t('invite.title')} fallback="/pages/mine" width="reading">
      {q.isPending ? <PageSkeleton /> : q.isError || !d ? <LoadError onRetry={() => void q.refetch()} /> : (
        <section className="card">
          <div className="muted">{t('network.referrer')}</div>
          <div className="code-value" data-testid="invite-referrer">
            {d.referrer_id ? `${d.referrer_name} (${d.referrer_id})` : t('network.noReferrer')}
          </div>
          <div className="muted">{t('mine.inviteCode')}</div>
          <div className="code-row">
            <div className="code-value" data-testid="invite-code">{d.invite_code}</div>
            <CopyButton text={d.invite_code} testId="invite-copy-code" label={t('mine.inviteCode')} />
          </div>
          <div className="muted">{t('invite.side')}</div>
          <Selector<Choice> columns={2} value={[side]} data-testid="invite-side"
            onChange={(v) => { if (v[0]) setSide(v[0]); }}
            options={[
              { label: t('invite.left'), value: 'left' },
              { label: t('invite.right'), value: 'right' },
            ]} />
          <div className="muted">{side === 'left' ? t('mine.leftNode') : t('mine.rightNode')}</div>
          <div className="code-row">
            <div className="code-value" data-testid="invite-node-code">{nodeCode}</div>
            <CopyButton text={nodeCode} testId="invite-copy-node" label={side === 'left' ? t('mine.leftNode') : t('mine.rightNode')} />
          </div>
          <div className="qr">
            <QRCodeSVG value={link} size={180} marginSize={2} title={t('mine.qrTitle')} data-testid="invite-qr" />
          </div>
          <div className="muted">{t('mine.inviteLinkTitle')}</div>
          <div className="muted qr-link" data-testid="invite-link">{link}</div>
          <CopyButton text={link} testId="invite-copy-link" label={t('mine.inviteLink')} />
        </section>
      )}
    </Page>
  );
}
