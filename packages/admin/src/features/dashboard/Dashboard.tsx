import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Col, Empty, Row, Spin, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n, type TKey } from '../../i18n';
import { useAmountText } from '../../kit/Amount';
import { DayBars } from './DayBars';
import { dashboardApi, type Dashboard, type Figure } from './calls';

type FigureKey = 'new_members' | 'sales' | 'top_ups' | 'withdrawals_paid' | 'bonuses';
type QueueKey = keyof Dashboard['queues'];

/** The figures in the order they are shown; `money` figures show the amount, the others the count. */
const FIGURES: Array<{ key: FigureKey; title: TKey; money: boolean }> = [
  { key: 'new_members', title: 'dash_new_members', money: false },
  { key: 'sales', title: 'dash_sales', money: true },
  { key: 'top_ups', title: 'dash_top_ups', money: true },
  { key: 'withdrawals_paid', title: 'dash_withdrawals_paid', money: true },
  { key: 'bonuses', title: 'dash_bonuses', money: true },
];
/** Each queue and the page that works it. */
const QUEUES: Array<{ key: QueueKey; title: TKey; path: string }> = [
  { key: 'withdrawals', title: 'dash_queue_withdrawals', path: '/withdrawals' },
  { key: 'kyc', title: 'dash_queue_kyc', path: '/kyc' },
  { key: 'feedback', title: 'dash_queue_feedback', path: '/feedback' },
  { key: 'applications', title: 'dash_queue_applications', path: '/applications' },
  { key: 'orders_to_ship', title: 'dash_queue_orders_to_ship', path: '/orders' },
];

/** The back office's first page: what waits on this operator, then today's and the last 30 days' figures they may read. */
export function DashboardPage() {
  const { t } = useI18n();
  const q = useQuery({ queryKey: ['dashboard'], queryFn: dashboardApi.overview, refetchInterval: 60_000 });
  if (q.isPending) return <Spin data-testid="dashboard-loading" style={{ display: 'block', marginTop: 80 }} />;
  if (q.isError) return <Alert type="error" title={q.error.message} showIcon />;
  const d = q.data;
  const queues = QUEUES.filter((x) => d.queues[x.key] !== undefined);
  const figures = FIGURES.filter((f) => d[f.key]);
  return (
    <div data-testid="dashboard">
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('dashboard')}</Typography.Title>
      <Card title={t('dash_queues')} style={{ marginBottom: 16 }}>
        {queues.length === 0 ? <Empty description={t('dash_nothing_waiting')} /> : (
          <Row gutter={[12, 12]}>
            {queues.map((x) => (
              <Col key={x.key} xs={12} md={8} xl={4}>
                <Link to={x.path} data-testid={`dash-queue-${x.key}`} style={{ display: 'block', height: '100%' }}>
                  <Card size="small" hoverable style={{ height: '100%' }}>
                    <Statistic title={t(x.title)} value={d.queues[x.key]} suffix={d.queues[x.key] ? <Badge status="processing" /> : null} />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={24} md={12} xl={8}>
            <FigureCard figure={d[f.key]!} title={t(f.title)} money={f.money} testId={`dash-${f.key}`}
              extra={f.key === 'bonuses' ? <BonusShare share={d.bonuses!.share_of_sales} /> : null} />
          </Col>
        ))}
        {d.withdrawals_waiting ? (
          <Col xs={24} md={12} xl={8}>
            <Card title={t('dash_withdrawals_waiting')} data-testid="dash-withdrawals_waiting" style={{ height: '100%' }}>
              <Waiting count={d.withdrawals_waiting.count} amount={d.withdrawals_waiting.amount} />
            </Card>
          </Col>
        ) : null}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>{d.from} – {d.today} · {t('dash_utc_note')}</Typography.Paragraph>
    </div>
  );
}

function Waiting({ count, amount }: { count: number; amount: string }) {
  const { t } = useI18n();
  const money = useAmountText();
  return <Statistic value={money(amount)} suffix={<Typography.Text type="secondary">· {t('dash_records').replace('{n}', String(count))}</Typography.Text>} />;
}

function BonusShare({ share }: { share: string | null }) {
  const { t } = useI18n();
  return <Typography.Text data-testid="dash-bonus-share" type="secondary">{share === null ? t('dash_no_sales') : t('dash_share_of_sales').replace('{share}', share)}</Typography.Text>;
}

/** One figure: today's value, the 30 days' total, and a bar per day. */
function FigureCard({ figure, title, money, testId, extra }: { figure: Figure; title: string; money: boolean; testId: string; extra?: React.ReactNode }) {
  const { t } = useI18n();
  const amount = useAmountText();
  const show = (x: { count: number; amount: string }) => (money ? amount(x.amount) : String(x.count));
  const bars = figure.days.map((x) => ({ day: x.day, value: money ? Number(x.amount) : x.count, label: show(x) }));
  return (
    <Card title={title} extra={extra} data-testid={testId} style={{ height: '100%' }}>
      <Row gutter={16}>
        <Col span={12}><Statistic title={t('dash_today')} value={show(figure.today)} styles={{ content: { fontSize: 20 } }} /></Col>
        <Col span={12}><Statistic title={t('dash_last_30')} value={show(figure)} styles={{ content: { fontSize: 20 } }} /></Col>
      </Row>
      {money ? <Typography.Text type="secondary">{t('dash_records').replace('{n}', String(figure.count))}</Typography.Text> : null}
      <div style={{ marginTop: 12 }}>
        <DayBars bars={bars} title={t('dash_chart').replace('{title}', title)} testId={`${testId}-chart`} />
      </div>
    </Card>
  );
}
