import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { chainApi, type DepositEntry, type RechargeEntry } from './calls';
import { useCan } from '../../shell/auth';
import { useI18n, type TKey } from '../../i18n';
import { formatTime } from '../../kit/time';
import { useToast } from '../../kit/toast';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { ChainSettingsCard, FundsCard, SweepsCard } from './Funds';

const depositColor = { seen: 'orange', credited: 'green', orphaned: 'default' } as const;
const rechargeColor = { pending: 'orange', success: 'green', failed: 'red' } as const;
const short = (h: string) => `${h.slice(0, 10)}…${h.slice(-6)}`;

/**
 * Finance: the chain's status and the scanner's lag, the hot wallet's funds against approved payouts, deposits, sweeps,
 * the chain's settings, top-ups, and the audited re-scan of final blocks.
 */
export function ChainPage() {
  const { t } = useI18n();
  const can = useCan();
  const toast = useToast();
  const qc = useQueryClient();
  const status = useQuery({ queryKey: ['chain', 'status'], queryFn: chainApi.status, refetchInterval: 5000 });
  const depPaging = usePaging();
  const recPaging = usePaging();
  const deposits = useQuery({ queryKey: ['chain', 'deposits', depPaging.page, depPaging.limit], queryFn: () => chainApi.deposits({ page: depPaging.page, limit: depPaging.limit }), placeholderData: keepPreviousData });
  const recharges = useQuery({ queryKey: ['chain', 'recharges', recPaging.page, recPaging.limit], queryFn: () => chainApi.recharges({ page: recPaging.page, limit: recPaging.limit }), placeholderData: keepPreviousData });
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const rescan = useMutation({
    mutationFn: () => chainApi.rescan({ from_block: from ?? 0, to_block: to ?? 0 }),
    onSuccess: async (r) => {
      toast.success(`${t('chain_rescan_found')}: ${r.found} · ${t('chain_rescan_credited')}: ${r.credited}`);
      await qc.invalidateQueries({ queryKey: ['chain'] });
    },
    onError: toast.error,
  });
  const s = status.data;
  const dash = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card title={t('chain_status')} loading={status.isPending}>
        {s ? (
          <>
            {s.demo ? <Alert type="info" showIcon message={t('chain_demo')} style={{ marginBottom: 16 }} /> : null}
            <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="chain-status">
              <Descriptions.Item label={t('chain_latest')}>{dash(s.latest_block)}</Descriptions.Item>
              <Descriptions.Item label={t('chain_finalized')}>{dash(s.finalized_block)}</Descriptions.Item>
              <Descriptions.Item label={t('chain_credited_through')}>{dash(s.credited_through)}</Descriptions.Item>
              <Descriptions.Item label={t('chain_lag')}>{s.lag === null ? '—' : <Tag color={s.lag > 20 ? 'red' : 'green'}>{s.lag}</Tag>}</Descriptions.Item>
              <Descriptions.Item label={t('chain_last_scan')}>{s.last_scan_at ? formatTime(s.last_scan_at) : '—'}</Descriptions.Item>
              <Descriptions.Item label={t('chain_last_error')}>{s.last_error ? <Typography.Text type="danger">{s.last_error}</Typography.Text> : t('none')}</Descriptions.Item>
            </Descriptions>
          </>
        ) : null}
      </Card>
      <FundsCard />
      {can('chain.rescan') ? (
        <Card title={t('chain_rescan')}>
          <Space wrap>
            <InputNumber min={0} placeholder={t('chain_rescan_from')} value={from} onChange={setFrom} data-testid="chain-rescan-from" />
            <InputNumber min={0} placeholder={t('chain_rescan_to')} value={to} onChange={setTo} data-testid="chain-rescan-to" />
            <Button type="primary" loading={rescan.isPending} disabled={from === null || to === null} onClick={() => rescan.mutate()} data-testid="chain-rescan">
              {t('chain_rescan')}
            </Button>
            <Typography.Text type="secondary">{t('chain_rescan_hint')}</Typography.Text>
          </Space>
        </Card>
      ) : null}
      <Card title={t('chain_deposits')}>
        <QueryTable<DepositEntry>
          data-testid="chain-deposits" rowKey="id" size="middle" query={deposits} paging={depPaging}
          columns={[
            { title: 'ID', dataIndex: 'id' },
            { title: t('member_id'), dataIndex: 'member_id' },
            { title: t('chain_amount'), dataIndex: 'amount', align: 'right' },
            { title: t('status'), dataIndex: 'status', render: (v: DepositEntry['status']) => <Tag color={depositColor[v]}>{t(`chain_deposit_${v}` as TKey)}</Tag> },
            { title: t('chain_tx'), dataIndex: 'tx_hash', render: (h: string, r) => <span title={h}>{short(h)} #{r.log_index}</span> },
            { title: t('chain_block'), dataIndex: 'block_number' },
            { title: t('time'), dataIndex: 'seen_at', render: formatTime },
          ]}
        />
      </Card>
      <SweepsCard />
      {can('settings.read') ? <ChainSettingsCard /> : null}
      <Card title={t('chain_recharges')}>
        <QueryTable<RechargeEntry>
          data-testid="chain-recharges" rowKey="id" size="middle" query={recharges} paging={recPaging}
          columns={[
            { title: 'ID', dataIndex: 'id' },
            { title: t('member_id'), dataIndex: 'member_id' },
            { title: t('chain_kind'), dataIndex: 'kind', render: (k: RechargeEntry['kind']) => t(`chain_kind_${k}` as TKey) },
            { title: t('chain_requested'), dataIndex: 'requested', align: 'right', render: (v: string | null) => v ?? '—' },
            { title: t('chain_received'), dataIndex: 'received', align: 'right' },
            { title: t('status'), dataIndex: 'status', render: (v: RechargeEntry['status']) => <Tag color={rechargeColor[v]}>{t(`chain_recharge_${v}` as TKey)}</Tag> },
            { title: t('chain_tx'), dataIndex: 'tx_hashes', render: (hs: string[]) => hs.map((h) => <div key={h} title={h}>{short(h)}</div>) },
            { title: t('time'), dataIndex: 'created_at', render: formatTime },
          ]}
        />
      </Card>
    </Space>
  );
}
