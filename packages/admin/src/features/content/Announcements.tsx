import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { pickText } from '../../kit/catalogueLangs';
import { contentApi, type AnnouncementRow } from './calls';
import { formatTime } from '../../kit/time';
import { useCan } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { QueryTable } from '../../kit/QueryTable';
import { AnnouncementDrawer } from './AnnouncementDrawer';

const LIMIT = 20;
type State = 'published' | 'draft';

/** Announcements ("latest news"): every item, drafts too; create and edit in a drawer, publish with a switch. */
export function AnnouncementsPage() {
  const { t, lang } = useI18n();
  const can = useCan();
  const write = can('content.write');
  const toast = useToast();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<{ state?: State; keyword?: string; page: number }>({ page: 1 });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['content', 'announcements', filter],
    queryFn: () => contentApi.announcements({ ...filter, limit: LIMIT }),
    placeholderData: keepPreviousData,
  });
  const publish = useMutation({
    mutationFn: contentApi.setPublished,
    onSuccess: async (a) => {
      toast.success(t(a.published ? 'published_done' : 'unpublished_done'));
      await qc.invalidateQueries({ queryKey: ['content'] });
    },
    onError: toast.error,
  });

  return (
    <Card
      title={t('announcements')}
      extra={write && <Button data-testid="announcement-new" type="primary" onClick={() => setEditing('new')}>{t('new_announcement')}</Button>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          data-testid="announcements-filter-state"
          allowClear
          placeholder={t('all_statuses')}
          style={{ width: 160 }}
          options={[{ value: 'published', label: t('published') }, { value: 'draft', label: t('draft') }]}
          value={filter.state}
          onChange={(v?: State) => setFilter((f) => ({ ...f, state: v, page: 1 }))}
        />
        <Input.Search
          data-testid="announcements-filter-keyword"
          allowClear
          maxLength={100}
          placeholder={t('headline')}
          style={{ width: 240 }}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(v) => setFilter((f) => ({ ...f, keyword: v.trim() || undefined, page: 1 }))}
        />
      </Space>
      <QueryTable<AnnouncementRow>
        data-testid="announcements-table"
        rowKey="id"
        query={list}
        paging={{ page: filter.page, limit: LIMIT, onChange: (page) => setFilter((f) => ({ ...f, page })) }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('headline'),
            render: (_, a) => (
              <Space size={4}>
                {a.pinned && <Tag color="red">{t('pinned')}</Tag>}
                <span data-testid={`announcement-title-${a.id}`}>{pickText(a.titles, lang) || a.title}</span>
              </Space>
            ),
          },
          {
            title: t('status'), dataIndex: 'published',
            render: (on: boolean, a) => (write
              ? (
                <Switch
                  data-testid={`announcement-publish-${a.id}`}
                  checked={on}
                  checkedChildren={t('published')}
                  unCheckedChildren={t('draft')}
                  loading={publish.isPending && publish.variables?.id === a.id}
                  onChange={(published) => publish.mutate({ id: a.id, published })}
                />
              )
              : <Tag data-testid={`announcement-state-${a.id}`} color={on ? 'green' : 'default'}>{t(on ? 'published' : 'draft')}</Tag>),
          },
          { title: t('publish_time'), dataIndex: 'published_at', render: (s: number | null) => formatTime(s) },
          { title: t('updated'), dataIndex: 'updated_at', render: (s: number) => formatTime(s) },
          {
            title: '',
            render: (_, a) => (write ? <Button data-testid={`announcement-edit-${a.id}`} size="small" onClick={() => setEditing(a.id)}>{t('edit')}</Button> : null),
          },
        ]}
      />
      {editing !== null && <AnnouncementDrawer id={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
