import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, InputNumber, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { CAT_LANG_NAMES, CAT_LANGS } from '../../kit/catalogueLangs';
import { catalogueApi, type CatCategory } from './calls';
import { useCan } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';

interface Editing { id?: number; names: Record<string, string>; sort: number; enabled: boolean }
type Row = CatCategory | (CatCategory & { draft: true });
const NEW_ROW: Row = { id: 0, names: {}, name: '', sort: 0, enabled: true, products: 0, draft: true };

export function CategoriesPage() {
  const { t } = useI18n();
  const can = useCan();
  const write = can('catalogue.write');
  const toast = useToast();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['catalogue', 'categories'], queryFn: catalogueApi.categories });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [tried, setTried] = useState(false);
  const done = async () => {
    setEditing(null);
    setTried(false);
    await qc.invalidateQueries({ queryKey: ['catalogue'] });
  };
  const save = useMutation({
    mutationFn: (e: Editing) => catalogueApi.saveCategory({
      ...(e.id ? { id: e.id } : {}),
      names: Object.fromEntries(Object.entries(e.names).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== '')),
      sort: e.sort, enabled: e.enabled,
    }),
    onSuccess: async () => {
      toast.success(t('saved'));
      await done();
    },
    onError: toast.error,
  });
  const remove = useMutation({
    mutationFn: (id: number) => catalogueApi.deleteCategory(id),
    onSuccess: async () => {
      toast.success(t('saved'));
      await qc.invalidateQueries({ queryKey: ['catalogue'] });
    },
    // "Category in use" and the like, as the server words it.
    onError: toast.error,
  });
  const submit = () => {
    if (!editing) return;
    setTried(true);
    if (!editing.names['zh-TW']?.trim()) {
      toast.error(t('zh_tw_required'));
      return;
    }
    save.mutate(editing);
  };
  const isEditing = (r: Row) => editing !== null && (editing.id ?? 0) === r.id;
  const rows: Row[] = [...(editing && !editing.id ? [NEW_ROW] : []), ...(list.data?.list ?? [])];

  return (
    <Card
      title={t('categories')}
      extra={write && (
        <Button data-testid="category-new" type="primary" disabled={editing !== null} onClick={() => setEditing({ names: {}, sort: 0, enabled: true })}>
          {t('new_category')}
        </Button>
      )}
    >
      {list.isError && <Alert type="error" title={list.error.message} style={{ marginBottom: 16 }} />}
      <Table<Row>
        data-testid="categories-table"
        rowKey="id"
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { title: 'ID', dataIndex: 'id', render: (id: number) => (id ? id : <Tag color="blue">{t('create')}</Tag>) },
          ...CAT_LANGS.map((l) => ({
            title: <span title={CAT_LANG_NAMES[l]}>{l}{l === 'zh-TW' ? ' *' : ''}</span>,
            key: l,
            render: (_: unknown, r: Row) => (isEditing(r)
              ? (
                <Input
                  data-testid={`category-name-${l}`}
                  size="small"
                  maxLength={120}
                  style={{ width: 130 }}
                  status={l === 'zh-TW' && tried && !editing!.names['zh-TW']?.trim() ? 'error' : undefined}
                  value={editing!.names[l] ?? ''}
                  onChange={(e) => setEditing({ ...editing!, names: { ...editing!.names, [l]: e.target.value } })}
                  onPressEnter={submit}
                />
              )
              : (r.names[l] ?? '')),
          })),
          {
            title: t('sort'), dataIndex: 'sort',
            render: (v: number, r: Row) => (isEditing(r)
              ? <InputNumber data-testid="category-sort" size="small" precision={0} style={{ width: 90 }} value={editing!.sort} onChange={(n) => setEditing({ ...editing!, sort: Number(n ?? 0) })} />
              : v),
          },
          {
            title: t('enabled'), dataIndex: 'enabled',
            render: (v: boolean, r: Row) => (isEditing(r)
              ? <Switch data-testid="category-enabled" size="small" checked={editing!.enabled} onChange={(enabled) => setEditing({ ...editing!, enabled })} />
              : <Tag color={v ? 'green' : 'default'}>{v ? t('on') : t('off')}</Tag>),
          },
          { title: t('product_count'), dataIndex: 'products' },
          {
            title: '',
            render: (_: unknown, r: Row) => {
              if (!write) return null;
              if (isEditing(r)) {
                return (
                  <Space>
                    <Button data-testid="category-save" type="primary" size="small" loading={save.isPending} onClick={submit}>{t('save')}</Button>
                    <Button data-testid="category-cancel" size="small" onClick={() => { setEditing(null); setTried(false); }}>{t('cancel')}</Button>
                  </Space>
                );
              }
              return (
                <Space>
                  <Button
                    data-testid={`category-edit-${r.id}`}
                    size="small"
                    disabled={editing !== null}
                    onClick={() => setEditing({ id: r.id, names: { ...r.names }, sort: r.sort, enabled: r.enabled })}
                  >
                    {t('edit')}
                  </Button>
                  <Popconfirm title={t('confirm_delete')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => remove.mutate(r.id)}>
                    <Button data-testid={`category-delete-${r.id}`} size="small" danger loading={remove.isPending && remove.variables === r.id}>{t('delete')}</Button>
                  </Popconfirm>
                </Space>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
