import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { ledgerApi, type LedgerReport } from './calls';
import { formatTime } from '../../kit/time';
import { useI18n, type TKey } from '../../i18n';

interface Problem { key: string; problem: TKey; subject: string; details: string }

/** Every problem of a report as one row: what is wrong, with which entry or account, and the figures. */
export function problemsOf(r: LedgerReport): Problem[] {
  const acct = (a: { owner: string; asset: string; account_id: number }) => `${a.owner} / ${a.asset} (#${a.account_id})`;
  return [
    ...r.unbalanced_entries.map((x) => ({ key: `u${x.entry_id}${x.asset}`, problem: 'unbalanced_entry' as const, subject: `#${x.entry_id} ${x.asset}`, details: `Σ ${x.sum}` })),
    ...r.drifted_balances.map((x) => ({ key: `b${x.account_id}`, problem: 'drifted_balance' as const, subject: acct(x), details: `${x.cached} ≠ ${x.postings}` })),
    ...r.drifted_holds.map((x) => ({ key: `h${x.account_id}`, problem: 'drifted_hold' as const, subject: acct(x), details: `${x.cached} ≠ ${x.holds}` })),
    ...r.negative.map((x) => ({ key: `n${x.account_id}`, problem: 'negative_account' as const, subject: acct(x), details: `${x.balance} / ${x.held}` })),
    ...r.empty_entries.map((x) => ({ key: `e${x.entry_id}`, problem: 'empty_entry' as const, subject: `#${x.entry_id}`, details: '' })),
  ];
}

export function VerifyLedgerPage() {
  const { t } = useI18n();
  const run = useMutation({ mutationFn: ledgerApi.verifyLedger });
  const r = run.data;
  return (
    <Card title={t('verify_ledger')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('verify_hint')}</Typography.Paragraph>
        <Button data-testid="ledger-verify" type="primary" loading={run.isPending} onClick={() => run.mutate()}>{t('verify_run')}</Button>
        {run.isError && <Alert data-testid="ledger-verify-error" type="error" title={run.error.message} />}
        {r && (
          <div data-testid="ledger-verify-result" data-ok={String(r.ok)}>
            <Alert
              data-testid={r.ok ? 'ledger-verify-ok' : 'ledger-verify-broken'}
              type={r.ok ? 'success' : 'error'}
              showIcon
              title={r.ok ? t('verify_ok') : `${t('verify_broken')} (${problemsOf(r).length})`}
              style={{ marginBottom: 16 }}
            />
            <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('entries')}>{r.entries}</Descriptions.Item>
              <Descriptions.Item label={t('accounts')}>{r.accounts}</Descriptions.Item>
              <Descriptions.Item label={t('checked_at')}>{formatTime(r.checked_at)}</Descriptions.Item>
            </Descriptions>
            {!r.ok && (
              <Table<Problem>
                data-testid="ledger-verify-problems"
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={problemsOf(r)}
                columns={[
                  { title: t('problem'), dataIndex: 'problem', render: (p: TKey) => t(p) },
                  { title: t('account_owner'), dataIndex: 'subject' },
                  { title: t('details_col'), dataIndex: 'details', render: (d: string) => <Typography.Text code>{d}</Typography.Text> },
                ]}
              />
            )}
          </div>
        )}
      </Space>
    </Card>
  );
}
