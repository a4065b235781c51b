import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { chainApi, CHAIN_SETTING_KEYS, type SettingEntry, type SweepEntry, type WaitingPayout } from './calls';
import { useI18n, type TKey } from '../../i18n';
import { formatTime } from '../../kit/time';
import { useToast } from '../../kit/toast';
import { QueryTable, usePaging } from '../../kit/QueryTable';

const sweepColor = { gas_signing: 'default', gas_sent: 'orange', signing: 'default', sent: 'orange', swept: 'green', failed: 'red' } as const;
const short = (h: string) => `${h.slice(0, 10)}…${h.slice(-6)}`;
const hashes = (hs: string[]) => hs.map((h) => <div key={h} title={h}>{short(h)}</div>);

/** The hot wallet's USDT and BNB against the approved payouts not paid yet, a warning when short, and what waits for funds. */
export function FundsCard() {
  const { t } = useI18n();
  const funds = useQuery({ queryKey: ['chain', 'funds'], queryFn: chainApi.funds, refetchInterval: 10_000 });
  const f = funds.data;
  return (
    <Card title={t('chain_funds')} loading={funds.isPending}>
      {f ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {f.short_usdt ? <Alert type="warning" showIcon message={t('chain_short_usdt')} data-testid="chain-short-usdt" /> : null}
          {f.short_gas ? <Alert type="warning" showIcon message={t('chain_short_gas')} data-testid="chain-short-gas" /> : null}
          <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="chain-funds">
            <Descriptions.Item label={t('chain_hot_wallet')}>{f.hot_wallet ? <code>{f.hot_wallet}</code> : t('chain_no_signer')}</Descriptions.Item>
            <Descriptions.Item label="USDT">{f.usdt ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('chain_bnb')}>{f.bnb ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('chain_approved_unpaid')}>{f.approved_unpaid} ({f.approved_count})</Descriptions.Item>
            <Descriptions.Item label={t('chain_gas_needed')}>{f.gas_needed ?? '—'}</Descriptions.Item>
          </Descriptions>
          {f.waiting.length ? (
            <>
              <Typography.Text strong>{t('chain_waiting')}</Typography.Text>
              <Table<WaitingPayout>
                data-testid="chain-waiting" rowKey="withdrawal_id" size="small" pagination={false} dataSource={f.waiting}
                columns={[
                  { title: t('chain_withdrawal'), dataIndex: 'withdrawal_id' },
                  { title: t('chain_amount'), dataIndex: 'arrival', align: 'right' },
                  { title: t('chain_lacking'), dataIndex: 'lacking', render: (l: WaitingPayout['lacking']) => <Tag color="orange">{t(`chain_lacking_${l}`)}</Tag> },
                  { title: t('chain_since'), dataIndex: 'since', render: formatTime },
                ]}
              />
            </>
          ) : null}
        </Space>
      ) : null}
    </Card>
  );
}

/** Sweeps, newest first, with their gas top-ups and transfers. */
export function SweepsCard() {
  const { t } = useI18n();
  const paging = usePaging();
  const sweeps = useQuery({ queryKey: ['chain', 'sweeps', paging.page, paging.limit], queryFn: () => chainApi.sweeps({ page: paging.page, limit: paging.limit }), placeholderData: keepPreviousData });
  return (
    <Card title={t('chain_sweeps')}>
      <QueryTable<SweepEntry>
        data-testid="chain-sweeps" rowKey="id" size="middle" query={sweeps} paging={paging}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('chain_kind'), dataIndex: 'kind', render: (k: SweepEntry['kind']) => t(`chain_sweep_kind_${k}`) },
          { title: t('member_id'), dataIndex: 'member_id', render: (v: string | null) => v ?? '—' },
          { title: t('chain_amount'), dataIndex: 'amount', align: 'right' },
          { title: t('status'), dataIndex: 'status', render: (v: SweepEntry['status'], r) => <Tag color={sweepColor[v]} title={r.last_error || undefined}>{t(`chain_sweep_${v}` as TKey)}</Tag> },
          { title: t('chain_gas_tx'), dataIndex: 'gas_tx_hashes', render: (hs: string[], r) => (hs.length ? <>{r.gas_bnb} BNB{hashes(hs)}</> : '—') },
          { title: t('chain_tx'), dataIndex: 'tx_hashes', render: (hs: string[]) => (hs.length ? hashes(hs) : '—') },
          { title: t('time'), dataIndex: 'created_at', render: formatTime },
        ]}
      />
    </Card>
  );
}

/** The chain's settings, saved one at a time through the audited settings call. */
export function ChainSettingsCard() {
  const { t } = useI18n();
  const toast = useToast();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['settings'], queryFn: chainApi.settings });
  const [editing, setEditing] = useState<{ key: (typeof CHAIN_SETTING_KEYS)[number]; value: string } | null>(null);
  const save = useMutation({
    mutationFn: (e: NonNullable<typeof editing>) => chainApi.saveSetting(e.key, e.value),
    onSuccess: async () => {
      toast.success(t('saved'));
      setEditing(null);
      await qc.invalidateQueries({ queryKey: ['settings'] });
      await qc.invalidateQueries({ queryKey: ['chain', 'funds'] });
    },
    onError: toast.error,
  });
  const byKey = new Map((list.data?.list ?? []).map((s) => [s.key, s]));
  const rows = CHAIN_SETTING_KEYS.map((key) => byKey.get(key)).filter((s): s is SettingEntry => s !== undefined);
  return (
    <Card title={t('chain_settings')} extra={<Typography.Text type="secondary">{t('chain_settings_hint')}</Typography.Text>} loading={list.isPending}>
      <Table<SettingEntry>
        data-testid="chain-settings" rowKey="key" size="small" pagination={false} dataSource={rows}
        columns={[
          { title: '', dataIndex: 'key', render: (k: (typeof CHAIN_SETTING_KEYS)[number]) => t(`chain_setting_${k}`) },
          {
            title: '', dataIndex: 'value',
            render: (v: string, s) => (editing?.key === s.key
              ? (
                <Space wrap>
                  <Input
                    data-testid={`chain-setting-value-${s.key}`} value={editing.value} maxLength={100} autoFocus style={{ width: 380, maxWidth: '100%' }}
                    onChange={(e) => setEditing({ ...editing, value: e.target.value })} onPressEnter={() => save.mutate(editing)}
                  />
                  <Button type="primary" loading={save.isPending} onClick={() => save.mutate(editing)} data-testid={`chain-setting-save-${s.key}`}>{t('save')}</Button>
                  <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
                </Space>
              )
              : (
                <Space>
                  <code data-testid={`chain-setting-${s.key}`}>{v || t('none')}</code>
                  {s.writable ? <Button size="small" onClick={() => setEditing({ key: s.key as (typeof CHAIN_SETTING_KEYS)[number], value: v })} data-testid={`chain-setting-edit-${s.key}`}>{t('edit')}</Button> : null}
                </Space>
              )),
          },
        ]}
      />
    </Card>
  );
}
