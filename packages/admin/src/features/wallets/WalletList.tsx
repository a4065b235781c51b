import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { Amount } from '../../kit/Amount';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { useI18n } from '../../i18n';
import { MemberStatusTag } from '../members/MemberStatusTag';
import { walletsApi, type WalletListRow, type WalletListSort } from './calls';

/** The list's sortable columns and the amount each sorts by. */
const SORTABLE = { balance: 'balance', balance_held: 'held', shop_coins: 'shop_coins', integral: 'integral' } as const;
type SortColumn = keyof typeof SORTABLE;

/** The list's sort from a column's header click: none is newest members first. */
export function sortOf(column: SortColumn | undefined, order: SortOrder | undefined): WalletListSort {
  if (!column || !order) return 'newest';
  return `${SORTABLE[column]}_${order === 'ascend' ? 'asc' : 'desc'}`;
}

/** Members with their amounts, searchable and sortable by each amount; a click opens the member's wallet. */
export function WalletList({ onOpen }: { onOpen: (memberId: string) => void }) {
  const { t } = useI18n();
  const paging = usePaging();
  const [q, setQ] = useState('');
  const [sorted, setSorted] = useState<{ column?: SortColumn; order?: SortOrder }>({});
  const sort = sortOf(sorted.column, sorted.order);
  const list = useQuery({
    queryKey: ['wallet-list', q, sort, paging.page, paging.limit],
    queryFn: () => walletsApi.list({ q: q || undefined, sort, page: paging.page, limit: paging.limit }),
    placeholderData: keepPreviousData,
  });
  const amount = (key: SortColumn) => ({
    title: t(key), dataIndex: key, align: 'right' as const, sorter: true, sortOrder: sorted.column === key ? sorted.order ?? null : null,
    sortDirections: ['descend', 'ascend'] as SortOrder[],
    render: (v: string) => <Amount v={v} />,
    onHeaderCell: () => ({ 'data-testid': `wallet-list-sort-${key}` }) as React.HTMLAttributes<HTMLElement>,
  });
  return (
    <>
      <Input.Search
        data-testid="wallet-list-search"
        placeholder={t('search_members')}
        allowClear
        maxLength={100}
        style={{ width: 320, marginBottom: 16 }}
        onSearch={(v) => { setQ(v.trim()); paging.reset(); }}
      />
      <QueryTable<WalletListRow>
        data-testid="wallet-list"
        errorTestId="wallet-list-error"
        rowKey="member_id"
        size="small"
        query={list}
        paging={paging}
        onChange={(_p, _f, s) => {
          const one = Array.isArray(s) ? s[0] : s;
          setSorted({ column: one?.order ? one.columnKey as SortColumn : undefined, order: one?.order ?? undefined });
          paging.reset();
        }}
        onRow={(r) => ({ onClick: () => onOpen(r.member_id), style: { cursor: 'pointer' }, 'data-testid': `wallet-list-row-${r.member_id}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('member_id'), dataIndex: 'member_id', render: (id: string) => <Typography.Link>{id}</Typography.Link> },
          { title: t('name'), dataIndex: 'name', render: (v: string, r) => <>{v}<Typography.Text type="secondary"> · {r.nickname}</Typography.Text></> },
          { title: t('email'), dataIndex: 'email' },
          { title: t('status'), dataIndex: 'status', render: (s: WalletListRow['status']) => <MemberStatusTag status={s} /> },
          { key: 'balance', ...amount('balance') },
          { key: 'balance_held', ...amount('balance_held') },
          { key: 'shop_coins', ...amount('shop_coins') },
          { key: 'integral', ...amount('integral') },
        ]}
      />
    </>
  );
}
