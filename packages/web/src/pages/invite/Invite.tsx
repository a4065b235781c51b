import { Selector } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvite } from '../../app/queries';
import { CopyButton } from '../../components/CopyButton';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';

type Choice = 'any' | 'left' | 'right';

/** Invite: the member's code, a choice of side (either, left, right), and the QR code and link for that choice. */
export function Invite() {
  const { t } = useTranslation();
  const q = useInvite(true);
  const [side, setSide] = useState<Choice>('any');
  const d = q.data;
  const link = d ? (side === 'left' ? d.left_link : side === 'right' ? d.right_link : d.invite_link) : '';
  return (
    <Page title={t('invite.title')} fallback="/pages/mine" width="reading">
      {q.isPending ? <PageSkeleton /> : q.isError || !d ? <LoadError onRetry={() => void q.refetch()} /> : (
        <section className="card">
          <div className="muted">{t('mine.inviteCode')}</div>
          <div className="code-row">
            <div className="code-value" data-testid="invite-code">{d.invite_code}</div>
            <CopyButton text={d.invite_code} testId="invite-copy-code" label={t('mine.inviteCode')} />
          </div>
          <div className="muted">{t('invite.side')}</div>
          <Selector<Choice> columns={3} value={[side]} data-testid="invite-side"
            onChange={(v) => { if (v[0]) setSide(v[0]); }}
            options={[
              { label: t('invite.either'), value: 'any' },
              { label: t('invite.left'), value: 'left' },
              { label: t('invite.right'), value: 'right' },
            ]} />
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
