import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Image, Input, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { pickText } from '../../kit/catalogueLangs';
import { thumbOf } from '../../kit/thumb';
import { catalogueApi, type CatProductRow, type ProductStatus } from './calls';
import { useCan } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { QueryTable } from '../../kit/QueryTable';
import { ProductDrawer } from './ProductDrawer';
import { useAmountText } from '../../kit/Amount';

const LIMIT = 20;

export function ProductsPage() {
  const { t, lang } = useI18n();
  const amount = useAmountText();
  const can = useCan();
  const write = can('catalogue.write');
  const toast = useToast();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<{ category_id?: number; status?: ProductStatus; keyword?: string; page: number }>({ page: 1 });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const cats = useQuery({ queryKey: ['catalogue', 'categories'], queryFn: catalogueApi.categories });
  const list = useQuery({
    queryKey: ['catalogue', 'products', filter],
    queryFn: () => catalogueApi.products({ ...filter, limit: LIMIT }),
    placeholderData: keepPreviousData,
  });
  const shelf = useMutation({
    mutationFn: catalogueApi.shelf,
    onSuccess: async () => {
      toast.success(t('saved'));
      await qc.invalidateQueries({ queryKey: ['catalogue', 'products'] });
    },
    onError: toast.error,
  });
  const catName = (id: number) => {
    const c = cats.data?.list.find((x) => x.id === id);
    return c ? pickText(c.names, lang) || c.name : `#${id}`;
  };
  const catOptions = (cats.data?.list ?? []).map((c) => ({ value: c.id, label: pickText(c.names, lang) || c.name }));

  return (
    <Card
      title={t('products')}
      extra={write && <Button data-testid="product-new" type="primary" onClick={() => setEditing('new')}>{t('new_product')}</Button>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          data-testid="products-filter-category"
          allowClear
          placeholder={t('all_categories')}
          style={{ width: 200 }}
          options={catOptions}
          value={filter.category_id}
          onChange={(v?: number) => setFilter((f) => ({ ...f, category_id: v, page: 1 }))}
        />
        <Select
          data-testid="products-filter-status"
          allowClear
          placeholder={t('all_statuses')}
          style={{ width: 160 }}
          options={[{ value: 'on_shelf', label: t('on_shelf') }, { value: 'off_shelf', label: t('off_shelf') }]}
          value={filter.status}
          onChange={(v?: ProductStatus) => setFilter((f) => ({ ...f, status: v, page: 1 }))}
        />
        <Input.Search
          data-testid="products-filter-keyword"
          allowClear
          maxLength={100}
          placeholder={t('product_keyword')}
          style={{ width: 240 }}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(v) => setFilter((f) => ({ ...f, keyword: v.trim() || undefined, page: 1 }))}
        />
      </Space>
      <QueryTable<CatProductRow>
        data-testid="products-table"
        rowKey="id"
        query={list}
        paging={{ page: filter.page, limit: LIMIT, onChange: (page) => setFilter((f) => ({ ...f, page })) }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('cover'), dataIndex: 'cover', width: 80,
            render: (c: string) => (c ? <Image src={thumbOf(c)} preview={{ src: c }} width={48} height={48} style={{ objectFit: 'cover' }} /> : t('none')),
          },
          { title: t('product_name'), render: (_, p) => <span data-testid={`product-name-cell-${p.id}`}>{pickText(p.names, lang) || p.name}</span> },
          { title: t('category'), dataIndex: 'category_id', render: (id: number) => catName(id) },
          { title: t('price'), render: (_, p) => (p.price_min === p.price_max ? amount(p.price_min) : `${amount(p.price_min)} – ${amount(p.price_max)}`) },
          { title: t('stock'), dataIndex: 'stock' },
          {
            title: t('status'), dataIndex: 'status',
            render: (s: ProductStatus, p) => (write
              ? (
                <Switch
                  data-testid={`product-shelf-${p.id}`}
                  checked={s === 'on_shelf'}
                  checkedChildren={t('on_shelf')}
                  unCheckedChildren={t('off_shelf')}
                  loading={shelf.isPending && shelf.variables?.id === p.id}
                  onChange={(on) => shelf.mutate({ id: p.id, status: on ? 'on_shelf' : 'off_shelf' })}
                />
              )
              : <Tag data-testid={`product-status-${p.id}`} color={s === 'on_shelf' ? 'green' : 'default'}>{t(s)}</Tag>),
          },
          {
            title: t('flags'),
            render: (_, p) => (
              <Space size={2} wrap>
                {p.presale && <Tag color="orange">{t('presale')}</Tag>}
                {p.recommended && <Tag color="blue">{t('recommended')}</Tag>}
                {p.cooperative && <Tag color="purple">{t('cooperative')}</Tag>}
              </Space>
            ),
          },
          { title: t('sort'), dataIndex: 'sort' },
          {
            title: '',
            render: (_, p) => (write ? <Button data-testid={`product-edit-${p.id}`} size="small" onClick={() => setEditing(p.id)}>{t('edit')}</Button> : null),
          },
        ]}
      />
      {editing !== null && (
        <ProductDrawer
          productId={editing === 'new' ? null : editing}
          categories={catOptions}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
