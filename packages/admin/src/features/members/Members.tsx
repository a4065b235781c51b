import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { membersApi, type MemberRow } from './calls';
import { formatTime } from '../../kit/time';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { MemberDrawer } from './MemberDrawer';
import { MemberStatusTag } from './MemberStatusTag';

export function MembersPage() {
  const { t } = useI18n();
  const [q, setQ] = useState('');
  const [draft, setDraft] = useState('');
  const search = () => { setQ(draft.trim()); paging.reset(); };
  const [status, setStatus] = useState<string | undefined>();
  const [account, setAccount] = useState<'main' | 'sub' | undefined>();
  const paging = usePaging();
  const { page, limit } = paging;
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['members', q, status, account, page, limit],
    queryFn: () => membersApi.members({ q: q || undefined, status, account, page, limit }),
    placeholderData: keepPreviousData,
  });

  return (
    <Card title={t('members')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Space.Compact>
          <Input
            data-testid="members-search"
            placeholder={t('search_members')}
            allowClear
            maxLength={100}
            style={{ width: 300 }}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={search}
          />
          <Button data-testid="members-search-button" type="primary" onClick={search}>{t('search')}</Button>
        </Space.Compact>
        <Select
          data-testid="members-status-filter"
          allowClear
          placeholder={t('all_statuses')}
          style={{ width: 160 }}
          value={status}
          onChange={(v) => { setStatus(v); paging.reset(); }}
          options={(['active', 'disabled', 'cancelled'] as const).map((s) => ({ value: s, label: t(s) }))}
        />
        <Select
          data-testid="members-account-filter"
          allowClear
          placeholder={t('all_accounts')}
          style={{ width: 160 }}
          value={account}
          onChange={(v) => { setAccount(v); paging.reset(); }}
          options={(['main', 'sub'] as const).map((a) => ({ value: a, label: t(`account_${a}`) }))}
        />
      </Space>
      <QueryTable<MemberRow>
        data-testid="members-table"
        rowKey="member_id"
        query={list}
        paging={paging}
        onRow={(r) => ({ onClick: () => setOpen(r.member_id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('member_id'), dataIndex: 'member_id' },
          { title: t('name'), dataIndex: 'name' },
          { title: t('email'), dataIndex: 'email' },
          { title: t('mobile'), render: (_, r) => `+${r.area_code} ${r.mobile}` },
          { title: t('level'), dataIndex: 'level' },
          {
            title: t('account_kind'), key: 'account',
            render: (_, r) => (r.main_member_id
              ? <Tag data-testid={`member-account-${r.member_id}`} color="purple">{t('account_sub')} · {r.main_member_id}</Tag>
              : <Tag data-testid={`member-account-${r.member_id}`}>{t('account_main')}</Tag>),
          },
          { title: t('status'), dataIndex: 'status', render: (s: string) => <MemberStatusTag status={s} /> },
          { title: t('join_time'), dataIndex: 'join_time', render: formatTime },
          { title: '', render: (_, r) => <Button size="small" data-testid={`member-open-${r.member_id}`} onClick={(e) => { e.stopPropagation(); setOpen(r.member_id); }}>{t('details')}</Button> },
        ]}
      />
      <MemberDrawer memberId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
