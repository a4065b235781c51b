import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { KINDS } from '../ledger/kinds';
import { walletsApi, type Asset, type WalletData, type WalletRecord } from './calls';
import { formatAmount, parseAmount } from '../../kit/money';
import { formatTime } from '../../kit/time';
import { useCan } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { MemberStatusTag } from '../members/MemberStatusTag';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { Signed } from '../../kit/Signed';
import { Amount } from '../../kit/Amount';
import { WalletList } from './WalletList';

const ASSETS: Asset[] = ['balance', 'shop_coins', 'integral'];
const AMOUNT = /^[+-]?\d{1,12}(\.\d{1,2})?$/;

export function WalletsPage() {
  const { t } = useI18n();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const memberId = params.get('member_id') ?? '';
  const [draft, setDraft] = useState(memberId);
  const [adjustOpen, setAdjustOpen] = useState(false);
  const wallet = useQuery({ queryKey: ['wallet', memberId], queryFn: () => walletsApi.wallet(memberId), enabled: !!memberId });
  const open = (id: string) => { setDraft(id); setParams(id ? { member_id: id } : {}); };
  const search = () => open(draft.trim());

  const w = wallet.data;
  return (
    <Card title={t('wallets')}>
      <Space.Compact style={{ marginBottom: 16 }}>
        <Input
          data-testid="wallet-search"
          placeholder={t('enter_member_id')}
          allowClear
          maxLength={32}
          style={{ width: 260 }}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={search}
        />
        <Button data-testid="wallet-search-button" type="primary" onClick={search}>{t('search')}</Button>
      </Space.Compact>
      {!memberId && <WalletList onOpen={open} />}
      {memberId && <Button data-testid="wallet-back-to-list" type="link" style={{ paddingInline: 0, marginBottom: 8 }} onClick={() => open('')}>{t('back_to_list')}</Button>}
      {wallet.isError && <Alert data-testid="wallet-error" type="error" title={wallet.error.message} style={{ marginBottom: 16 }} />}
      {w && (
        <>
          <Descriptions data-testid="wallet-summary" bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 16 }}
            title={<Space>{w.member_id}<Typography.Text type="secondary">{w.nickname} · {w.name}</Typography.Text><MemberStatusTag status={w.status} /></Space>}
            extra={can('wallet.adjust') && <Button data-testid="wallet-adjust" type="primary" onClick={() => setAdjustOpen(true)}>{t('adjust')}</Button>}
          >
            <Descriptions.Item label={t('balance')}><Amount testId="wallet-balance" v={w.balance} /></Descriptions.Item>
            <Descriptions.Item label={t('balance_held')}><Amount testId="wallet-held" v={w.balance_held} /></Descriptions.Item>
            <Descriptions.Item label={t('balance_available')}><Amount testId="wallet-available" v={w.balance_available} /></Descriptions.Item>
            <Descriptions.Item label={t('shop_coins')}><span data-testid="wallet-shop-coins">{w.shop_coins}</span></Descriptions.Item>
            <Descriptions.Item label={t('integral')}><span data-testid="wallet-integral">{w.integral}</span></Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('related_accounts')}</Typography.Title>
          <Table
            data-testid="wallet-related"
            rowKey="member_id"
            size="small"
            pagination={false}
            style={{ marginBottom: 16 }}
            dataSource={w.related}
            columns={[
              {
                title: t('member_id'), dataIndex: 'member_id',
                render: (id: string, r) => (r.is_current ? <Typography.Text strong>{id}</Typography.Text>
                  : <Typography.Link data-testid={`wallet-related-${id}`} onClick={() => open(id)}>{id}</Typography.Link>),
              },
              { title: t('nickname'), dataIndex: 'nickname' },
              { title: '', render: (_, r) => <Tag color={r.is_main ? 'blue' : 'default'}>{r.is_main ? t('main_account') : t('sub_account')}</Tag> },
              { title: t('balance'), dataIndex: 'balance', align: 'right', render: (v: string) => <Amount v={v} /> },
              { title: t('balance_held'), dataIndex: 'balance_held', align: 'right', render: (v: string) => <Amount v={v} /> },
              { title: t('shop_coins'), dataIndex: 'shop_coins', align: 'right' },
              { title: t('integral'), dataIndex: 'integral', align: 'right' },
            ]}
          />
          <Records memberId={w.member_id} />
          <AdjustModal wallet={w} open={adjustOpen} onClose={() => setAdjustOpen(false)} />
        </>
      )}
    </Card>
  );
}

function Records({ memberId }: { memberId: string }) {
  const { t, tx } = useI18n();
  const [asset, setAsset] = useState<Asset>('balance');
  const [type, setType] = useState<string | undefined>();
  const paging = usePaging();
  const { page, limit } = paging;
  const list = useQuery({
    queryKey: ['wallet-records', memberId, asset, type, page, limit],
    queryFn: () => walletsApi.walletRecords({ member_id: memberId, asset, type, page, limit }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Tabs
        activeKey={asset}
        onChange={(k) => { setAsset(k as Asset); paging.reset(); }}
        items={ASSETS.map((a) => ({ key: a, label: <span data-testid={`records-tab-${a}`}>{t(a)}</span> }))}
        tabBarExtraContent={(
          <Select
            data-testid="records-type"
            allowClear
            placeholder={t('all_types')}
            style={{ width: 180 }}
            value={type}
            onChange={(v) => { setType(v); paging.reset(); }}
            options={KINDS.map((k) => ({ value: k, label: tx(`kind_${k}`) }))}
          />
        )}
      />
      <QueryTable<WalletRecord>
        data-testid="records-table"
        rowKey="id"
        size="small"
        scroll={undefined}
        query={list}
        paging={paging}
        columns={[
          { title: t('time'), dataIndex: 'time', render: formatTime },
          { title: t('type'), dataIndex: 'type', render: (k: string) => tx(`kind_${k}`, k) },
          { title: t('amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <Signed v={v} /> },
          { title: t('balance_after'), dataIndex: 'balance_after', align: 'right', render: (v: string) => <Amount v={v} /> },
          { title: t('counterparty'), dataIndex: 'counterparty', render: (v: string) => v || t('none') },
          { title: t('note'), dataIndex: 'note' },
        ]}
      />
    </>
  );
}

interface AdjustValues { asset: Asset; amount: string; reason: string }

/** The amount an asset has now and would have after the adjustment; `refused` when a debit goes below what is available. */
export function adjustEffect(w: WalletData, asset: Asset, amount: string) {
  const delta = parseAmount(amount);
  const now = parseAmount(w[asset]);
  const spendable = parseAmount(asset === 'balance' ? w.balance_available : w[asset]);
  if (delta === undefined || now === undefined || spendable === undefined) return undefined;
  return { before: w[asset], after: formatAmount(now.plus(delta)), refused: spendable.plus(delta).lt(0) };
}

function AdjustModal({ wallet, open, onClose }: { wallet: WalletData; open: boolean; onClose(): void }) {
  const { t } = useI18n();
  const toast = useToast();
  const qc = useQueryClient();
  const [form] = Form.useForm<AdjustValues>();
  const [pending, setPending] = useState<AdjustValues | null>(null);
  const values = Form.useWatch([], form) as Partial<AdjustValues> | undefined;
  const close = () => { setPending(null); form.resetFields(); onClose(); };
  const post = useMutation({
    mutationFn: (v: AdjustValues) => walletsApi.adjust({ member_id: wallet.member_id, ...v }),
    onSuccess: async () => {
      toast.success(t('saved'));
      close();
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['wallet'] }),
        qc.invalidateQueries({ queryKey: ['wallet-records', wallet.member_id] }),
        qc.invalidateQueries({ queryKey: ['journal'] }),
      ]);
    },
    onError: toast.error,
  });
  const live = values?.asset && values.amount && AMOUNT.test(values.amount.trim()) ? adjustEffect(wallet, values.asset, values.amount.trim()) : undefined;
  const effect = pending ? adjustEffect(wallet, pending.asset, pending.amount) : undefined;
  return (
    <Modal
      open={open}
      title={`${t('adjust_title')} · ${wallet.member_id}`}
      onCancel={close}
      destroyOnHidden
      footer={pending ? [
        <Button key="back" data-testid="adjust-back" onClick={() => setPending(null)}>{t('back')}</Button>,
        <Button key="ok" data-testid="adjust-confirm" type="primary" danger={pending.amount.startsWith('-')} loading={post.isPending} onClick={() => post.mutate(pending)}>
          {t('adjust_confirm')}
        </Button>,
      ] : [
        <Button key="cancel" onClick={close}>{t('cancel')}</Button>,
        <Button key="next" data-testid="adjust-submit" type="primary" onClick={() => form.submit()}>{t('next')}</Button>,
      ]}
    >
      <Form<AdjustValues>
        form={form}
        layout="vertical"
        initialValues={{ asset: 'balance' }}
        style={{ display: pending ? 'none' : undefined }}
        onFinish={(v) => setPending({ asset: v.asset, amount: v.amount.trim(), reason: v.reason.trim() })}
      >
        <Form.Item name="asset" label={t('asset')} rules={[{ required: true }]}>
          <Select data-testid="adjust-asset" options={ASSETS.map((a) => ({ value: a, label: t(a) }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('amount')}
          extra={live ? <span data-testid="adjust-preview">{live.before} → {live.after}</span> : t('amount_signed_hint')}
          rules={[{
            validator: (_, v?: string) => (v && AMOUNT.test(v.trim()) && !parseAmount(v)?.isZero() ? Promise.resolve() : Promise.reject(new Error(t('amount_invalid')))),
          }]}
        >
          <Input data-testid="adjust-amount" placeholder="100.00 / -25.50" maxLength={16} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={[{ required: true, whitespace: true, message: t('reason_required') }, { max: 500 }]}>
          <Input.TextArea data-testid="adjust-reason" rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
      {pending && effect && (
        <div data-testid="adjust-effect">
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('asset')}>{t(pending.asset)}</Descriptions.Item>
            <Descriptions.Item label={t('amount')}><Signed v={formatAmount(parseAmount(pending.amount)!)} /></Descriptions.Item>
            <Descriptions.Item label={t('adjust_effect')}>
              <span data-testid="adjust-effect-figures">{effect.before} → {effect.after}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('reason')}>{pending.reason}</Descriptions.Item>
          </Descriptions>
          {effect.refused && <Alert data-testid="adjust-refused" type="warning" title={t('adjust_below_zero')} style={{ marginTop: 12 }} />}
        </div>
      )}
    </Modal>
  );
}
