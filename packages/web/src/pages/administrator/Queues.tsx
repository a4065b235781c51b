import { useState, type ReactNode } from 'react';
import { Tabs, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { operatorApi, type QueueApplication, type QueueFeedback, type QueueKyc, type QueueWithdrawal } from '../../api/operator';
import { formatAmount, formatDateTime } from '../../components/format';
import { LoadError, PageSkeleton, StateBlock } from '../../components/States';
import { ReplyForm, ReviewActions } from './ReviewActions';

export type QueueKey = 'withdrawals' | 'kyc' | 'feedback' | 'applications';

/** Each queue: the permission to see it and the one to act on it (the server's own table decides; this only hides). */
export const QUEUES: Array<{ key: QueueKey; read: string; write: string }> = [
  { key: 'withdrawals', read: 'withdrawals.read', write: 'withdrawals.review' },
  { key: 'kyc', read: 'kyc.read', write: 'kyc.write' },
  { key: 'feedback', read: 'feedback.read', write: 'feedback.write' },
  { key: 'applications', read: 'applications.read', write: 'applications.write' },
];

const READS = {
  withdrawals: operatorApi.withdrawals,
  kyc: operatorApi.kyc,
  feedback: operatorApi.feedback,
  applications: operatorApi.applications,
} as const;

/** One queue's waiting items, read as the operator, oldest first. */
const useQueue = (key: QueueKey, enabled: boolean) =>
  useQuery({ queryKey: ['operator', key], queryFn: READS[key] as () => Promise<{ list: unknown[]; total: number }>, enabled, staleTime: 0 });

/** The queues the operator's role may see, one tab each with how many wait. */
export function Queues({ permissions }: { permissions: string[] }) {
  const { t } = useTranslation();
  const allowed = QUEUES.filter((q) => permissions.includes(q.read));
  const [active, setActive] = useState<QueueKey | undefined>(allowed[0]?.key);
  if (!allowed.length) return <StateBlock title={t('administrator.nothingForRole')} />;
  return (
    <Tabs activeKey={active} onChange={(k) => setActive(k as QueueKey)} className="card operator-tabs" data-testid="operator-queues">
      {allowed.map((q) => (
        <Tabs.Tab key={q.key} title={<TabTitle queue={q.key} />}>
          <QueueList queue={q.key} canAct={permissions.includes(q.write)} />
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}

function TabTitle({ queue }: { queue: QueueKey }) {
  const { t } = useTranslation();
  const q = useQueue(queue, true);
  return (
    <span data-testid={`operator-tab-${queue}`}>
      {t(`administrator.queue.${queue}`)}
      {q.data?.total ? <span className="operator-count" data-testid={`operator-count-${queue}`}>{q.data.total}</span> : null}
    </span>
  );
}

function QueueList({ queue, canAct }: { queue: QueueKey; canAct: boolean }) {
  const { t } = useTranslation();
  const q = useQueue(queue, true);
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data) return <PageSkeleton lines={3} />;
  if (!q.data.list.length) return <StateBlock title={t('administrator.empty')} />;
  return (
    <ul className="operator-list" data-testid={`operator-list-${queue}`}>
      {q.data.list.map((item) => {
        const id = (item as { id: number }).id;
        return (
          <li key={id} className="operator-item" data-testid={`${queue}-item-${id}`}>
            {queue === 'withdrawals' ? <WithdrawalItem w={item as QueueWithdrawal} canAct={canAct} />
              : queue === 'kyc' ? <KycItem k={item as QueueKyc} canAct={canAct} />
                : queue === 'feedback' ? <FeedbackItem f={item as QueueFeedback} canAct={canAct} />
                  : <ApplicationItem a={item as QueueApplication} canAct={canAct} />}
          </li>
        );
      })}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return <div className="summary-row"><span className="muted">{label}</span><span>{children}</span></div>;
}

function WithdrawalItem({ w, canAct }: { w: QueueWithdrawal; canAct: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Row label={t('administrator.member')}>{w.member_id}</Row>
      <Row label={t('administrator.amount')}>{formatAmount(w.amount)}</Row>
      <Row label={t('administrator.arrival')}>{formatAmount(w.arrival)}</Row>
      <Row label={t('administrator.address')}><code className="operator-address">{w.address}</code></Row>
      <Row label={t('administrator.submitted')}>{formatDateTime(w.time)}</Row>
      {canAct ? (
        <ReviewActions queue="withdrawals" id={w.id} approveNeedsCode
          approve={(code) => operatorApi.approveWithdrawal(w.id, code)} reject={(reason) => operatorApi.rejectWithdrawal(w.id, reason)} />
      ) : null}
    </>
  );
}

function KycItem({ k, canAct }: { k: QueueKyc; canAct: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Row label={t('kyc.realName')}>{k.real_name}</Row>
      <Row label={t('administrator.member')}>{k.member_id}</Row>
      <Row label={t('kyc.idType')}>{t(`kyc.type.${k.id_type}`)}</Row>
      <Row label={t('kyc.idNumber')}>{k.id_number}</Row>
      <Row label={t('administrator.submitted')}>{formatDateTime(k.submitted_at)}</Row>
      <div className="photo-pair">
        <figure><img src={k.id_photo_url} alt={t('kyc.idPhoto')} /><figcaption className="muted">{t('kyc.idPhoto')}</figcaption></figure>
        <figure><img src={k.selfie_url} alt={t('kyc.selfie')} /><figcaption className="muted">{t('kyc.selfie')}</figcaption></figure>
      </div>
      {canAct ? <ReviewActions queue="kyc" id={k.id} approve={() => operatorApi.approveKyc(k.id)} reject={(reason) => operatorApi.rejectKyc(k.id, reason)} /> : null}
    </>
  );
}

function FeedbackItem({ f, canAct }: { f: QueueFeedback; canAct: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="summary-row"><strong>{f.title}</strong><Tag fill="outline">{t(`feedback.kind.${f.type}`)}</Tag></div>
      <p className="operator-text">{f.content}</p>
      {f.images.length ? (
        <div className="photo-pair">
          {f.images.map((src, i) => <img key={src} src={src} alt={t('feedback.image', { n: i + 1 })} />)}
        </div>
      ) : null}
      <Row label={t('administrator.member')}>{f.member_id}</Row>
      <Row label={t('administrator.submitted')}>{formatDateTime(f.created_at)}</Row>
      {canAct ? <ReplyForm id={f.id} reply={(text) => operatorApi.replyFeedback(f.id, text)} /> : null}
    </>
  );
}

function ApplicationItem({ a, canAct }: { a: QueueApplication; canAct: boolean }) {
  const { t } = useTranslation();
  const photos = [
    ['id_front', a.id_front_url], ['id_back', a.id_back_url], ['bank_card', a.bank_card_url], ['personal_photo', a.personal_photo_url],
  ] as const;
  return (
    <>
      <Row label={t('application.productName')}>{a.product_name}</Row>
      <Row label={t('application.payMethod')}>{t(`application.pay.${a.pay_method}`)}</Row>
      <Row label={t('administrator.member')}>{a.member_id}</Row>
      <Row label={t('application.idCard')}>{a.id_card}</Row>
      <Row label={t('application.address')}>{a.address}</Row>
      <Row label={t('application.bankName')}>{a.bank_name} {a.bank_branch}</Row>
      <Row label={t('application.bankAccount')}>{a.bank_account}</Row>
      <Row label={t('application.accountName')}>{a.account_name}</Row>
      <Row label={t('administrator.submitted')}>{formatDateTime(a.submitted_at)}</Row>
      <div className="photo-pair">
        {photos.map(([key, src]) => (
          <figure key={key}><img src={src} alt={t(`application.photo.${key}`)} /><figcaption className="muted">{t(`application.photo.${key}`)}</figcaption></figure>
        ))}
      </div>
      {canAct ? (
        <ReviewActions queue="applications" id={a.id} approve={() => operatorApi.approveApplication(a.id)} reject={(reason) => operatorApi.rejectApplication(a.id, reason)} />
      ) : null}
    </>
  );
}
