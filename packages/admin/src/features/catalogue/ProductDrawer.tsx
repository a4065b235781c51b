import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider, Drawer, Form, Image, Input, InputNumber, Select, Space, Switch, Tabs, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { CAT_LANG_NAMES, CAT_LANGS } from '../../kit/catalogueLangs';
import { thumbOf } from '../../kit/thumb';
import { catalogueApi, type CatProduct, type ProductSave, type ProductStatus } from './calls';
import { useI18n } from '../../i18n';
import { LoadingDrawer } from '../../kit/LoadingDrawer';
import { useToast } from '../../kit/toast';

const PRICE = /^\d{1,12}(\.\d{1,2})?$/;
const STOCK = /^\d{1,10}$/;
const BV = /^\d{1,4}(\.\d{1,4})?$/;
const MAX_IMAGES = 12;

type Text = Record<string, string>;
interface SkuDraft { key: number; id?: number; spec_names: Text; price: string; stock: string; langs: boolean }
interface Draft {
  category_id?: number; names: Text; descriptions: Text; status: ProductStatus; presale: boolean; recommended: boolean; cooperative: boolean;
  bv_rate: string; cover: string; images: string[]; sort: number; skus: SkuDraft[];
}

let nextKey = 1;
const emptySku = (): SkuDraft => ({ key: nextKey++, spec_names: {}, price: '', stock: '0', langs: false });
const emptyDraft = (category_id?: number): Draft => ({
  category_id, names: {}, descriptions: {}, status: 'off_shelf', presale: false, recommended: false, cooperative: false,
  bv_rate: '1', cover: '', images: [], sort: 0, skus: [emptySku()],
});
const fromProduct = (p: CatProduct): Draft => ({
  category_id: p.category_id, names: { ...p.names }, descriptions: { ...p.descriptions }, status: p.status, presale: p.presale,
  recommended: p.recommended, cooperative: p.cooperative, bv_rate: p.bv_rate, cover: p.cover, images: [...p.images], sort: p.sort,
  skus: p.skus.map((s) => ({ key: nextKey++, id: s.id, spec_names: { ...s.spec_names }, price: s.price, stock: String(s.stock), langs: false })),
});
/** Only the languages actually typed (the server wants zh-TW, the others are optional). */
const clean = (t: Text) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));

export function ProductDrawer({ productId, categories, onClose }: {
  productId: number | null; categories: Array<{ value: number; label: string }>; onClose(): void;
}) {
  const { t } = useI18n();
  const toast = useToast();
  const qc = useQueryClient();
  const detail = useQuery({ queryKey: ['catalogue', 'product', productId], queryFn: () => catalogueApi.product(productId!), enabled: productId !== null });
  const [draft, setDraft] = useState<Draft | null>(productId === null ? emptyDraft(categories[0]?.value) : null);
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (detail.data && draft === null) setDraft(fromProduct(detail.data));
  }, [detail.data, draft]);
  useEffect(() => {
    // Categories may arrive after the drawer opened: a new product starts in the first one.
    if (productId === null && draft && draft.category_id === undefined && categories[0]) setDraft({ ...draft, category_id: categories[0].value });
  }, [categories, draft, productId]);

  const save = useMutation({
    mutationFn: (body: ProductSave) => catalogueApi.saveProduct(body),
    onSuccess: async () => {
      toast.success(t('saved'));
      await qc.invalidateQueries({ queryKey: ['catalogue'] });
      onClose();
    },
    onError: toast.error,
  });

  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const setSku = (i: number, patch: Partial<SkuDraft>) =>
    setDraft((d) => (d ? { ...d, skus: d.skus.map((s, j) => (j === i ? { ...s, ...patch } : s)) } : d));

  if (!draft) {
    return (
      <LoadingDrawer testId="product-drawer" size={820} title={t('edit_product')} error={detail.error} onClose={onClose} />
    );
  }

  const errors = {
    name: !draft.names['zh-TW']?.trim(),
    category: draft.category_id === undefined,
    bv: !BV.test(draft.bv_rate.trim()),
    skus: draft.skus.length === 0,
    sku: draft.skus.map((s) => ({ name: !s.spec_names['zh-TW']?.trim(), price: !PRICE.test(s.price.trim()), stock: !STOCK.test(s.stock.trim()) })),
  };
  const invalid = errors.name || errors.category || errors.bv || errors.skus || errors.sku.some((e) => e.name || e.price || e.stock);
  const show = (bad: boolean) => tried && bad;

  const submit = () => {
    setTried(true);
    if (invalid) {
      toast.error(t('fix_form'));
      return;
    }
    save.mutate({
      ...(productId !== null ? { id: productId } : {}),
      category_id: draft.category_id!, names: clean(draft.names), descriptions: clean(draft.descriptions), status: draft.status,
      presale: draft.presale, recommended: draft.recommended, cooperative: draft.cooperative, bv_rate: draft.bv_rate.trim(),
      cover: draft.cover, images: draft.images, sort: draft.sort,
      skus: draft.skus.map((s, i) => ({
        ...(s.id ? { id: s.id } : {}), spec_names: clean(s.spec_names), price: s.price.trim(), stock: Number(s.stock.trim()), sort: i,
      })),
    });
  };

  const upload = async (file: Blob) => {
    setUploading(true);
    try {
      const up = await catalogueApi.upload(file);
      setDraft((d) => (d ? { ...d, images: [...d.images, up.url], cover: d.cover || up.url } : d));
    } catch (e) {
      toast.error(e as Error);
    } finally {
      setUploading(false);
    }
  };
  const removeImage = (url: string) => setDraft((d) => {
    if (!d) return d;
    const images = d.images.filter((x) => x !== url);
    return { ...d, images, cover: d.cover === url ? images[0] ?? '' : d.cover };
  });

  return (
    <Drawer
      data-testid="product-drawer"
      open
      onClose={onClose}
      size={820}
      title={productId === null ? t('new_product') : `${t('edit_product')} #${productId}`}
      extra={(
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button data-testid="product-save" type="primary" loading={save.isPending} onClick={submit}>{t('save')}</Button>
        </Space>
      )}
    >
      <Tabs
        data-testid="product-lang-tabs"
        items={CAT_LANGS.map((l) => ({
          key: l,
          forceRender: true,
          label: <span>{CAT_LANG_NAMES[l]}{l === 'zh-TW' && <Typography.Text type="danger"> *</Typography.Text>}</span>,
          children: (
            <Form layout="vertical" component="div">
              <Form.Item
                label={`${t('product_name')} (${l})`}
                required={l === 'zh-TW'}
                validateStatus={l === 'zh-TW' && show(errors.name) ? 'error' : undefined}
                help={l === 'zh-TW' && show(errors.name) ? t('zh_tw_required') : undefined}
              >
                <Input data-testid={`product-name-${l}`} maxLength={120} value={draft.names[l] ?? ''} onChange={(e) => set({ names: { ...draft.names, [l]: e.target.value } })} />
              </Form.Item>
              <Form.Item label={`${t('description')} (${l})`}>
                <Input.TextArea
                  data-testid={`product-description-${l}`}
                  rows={4}
                  maxLength={20000}
                  value={draft.descriptions[l] ?? ''}
                  onChange={(e) => set({ descriptions: { ...draft.descriptions, [l]: e.target.value } })}
                />
              </Form.Item>
            </Form>
          ),
        }))}
      />
      <Form layout="vertical" component="div">
        <Space wrap size="large" align="start">
          <Form.Item label={t('category')} required validateStatus={show(errors.category) ? 'error' : undefined} help={show(errors.category) ? t('category_required') : undefined}>
            <Select data-testid="product-category" style={{ width: 220 }} options={categories} value={draft.category_id} onChange={(v: number) => set({ category_id: v })} />
          </Form.Item>
          <Form.Item label={t('bv_rate')} required validateStatus={show(errors.bv) ? 'error' : undefined} help={show(errors.bv) ? t('bv_rate_invalid') : undefined}>
            <Input data-testid="product-bv-rate" style={{ width: 120 }} maxLength={12} value={draft.bv_rate} onChange={(e) => set({ bv_rate: e.target.value })} />
          </Form.Item>
          <Form.Item label={t('sort')}>
            <InputNumber data-testid="product-sort" style={{ width: 120 }} precision={0} min={-1_000_000} max={1_000_000} value={draft.sort} onChange={(v) => set({ sort: Number(v ?? 0) })} />
          </Form.Item>
        </Space>
        <Space wrap size="large" style={{ marginBottom: 16 }}>
          <span><Switch data-testid="product-presale" checked={draft.presale} onChange={(v) => set({ presale: v })} /> {t('presale')}</span>
          <span><Switch data-testid="product-recommended" checked={draft.recommended} onChange={(v) => set({ recommended: v })} /> {t('recommended')}</span>
          <span><Switch data-testid="product-cooperative" checked={draft.cooperative} onChange={(v) => set({ cooperative: v })} /> {t('cooperative')}</span>
        </Space>
      </Form>

      <Divider titlePlacement="start">{t('images')}</Divider>
      <Space wrap align="start" data-testid="product-images">
        {draft.images.map((url) => (
          <Space key={url} orientation="vertical" size={4} style={{ border: `2px solid ${draft.cover === url ? '#1f6feb' : '#eee'}`, padding: 4, borderRadius: 6 }}>
            <Image src={thumbOf(url)} preview={{ src: url }} width={96} height={96} style={{ objectFit: 'cover' }} />
            {draft.cover === url
              ? <Tag color="blue">{t('cover')}</Tag>
              : <Button size="small" data-testid={`product-cover-${url}`} onClick={() => set({ cover: url })}>{t('set_cover')}</Button>}
            <Button size="small" danger onClick={() => removeImage(url)}>{t('remove')}</Button>
          </Space>
        ))}
        {draft.images.length < MAX_IMAGES && (
          <Upload
            accept="image/*"
            showUploadList={false}
            customRequest={({ file }) => void upload(file as Blob)}
          >
            <Button data-testid="product-upload" loading={uploading}>{t('upload_image')}</Button>
          </Upload>
        )}
      </Space>

      <Divider titlePlacement="start">{t('skus')}</Divider>
      {show(errors.skus) && <Alert type="error" title={t('sku_required')} style={{ marginBottom: 8 }} />}
      {draft.skus.map((s, i) => (
        <div key={s.key} data-testid={`sku-row-${i}`} style={{ border: '1px solid #eee', borderRadius: 6, padding: 8, marginBottom: 8 }}>
          <Space wrap align="start">
            <Form.Item style={{ marginBottom: 0 }} validateStatus={show(errors.sku[i]!.name) ? 'error' : undefined} help={show(errors.sku[i]!.name) ? t('zh_tw_required') : undefined}>
              <Input
                data-testid={`sku-name-${i}`}
                placeholder={`${t('spec_name')} (zh-TW)`}
                maxLength={120}
                style={{ width: 220 }}
                value={s.spec_names['zh-TW'] ?? ''}
                onChange={(e) => setSku(i, { spec_names: { ...s.spec_names, 'zh-TW': e.target.value } })}
              />
            </Form.Item>
            <Form.Item style={{ marginBottom: 0 }} validateStatus={show(errors.sku[i]!.price) ? 'error' : undefined} help={show(errors.sku[i]!.price) ? t('price_invalid') : undefined}>
              <Input data-testid={`sku-price-${i}`} prefix={t('price')} maxLength={16} style={{ width: 170 }} value={s.price} onChange={(e) => setSku(i, { price: e.target.value })} />
            </Form.Item>
            <Form.Item style={{ marginBottom: 0 }} validateStatus={show(errors.sku[i]!.stock) ? 'error' : undefined} help={show(errors.sku[i]!.stock) ? t('stock_invalid') : undefined}>
              <Input data-testid={`sku-stock-${i}`} prefix={t('stock')} maxLength={10} style={{ width: 150 }} value={s.stock} onChange={(e) => setSku(i, { stock: e.target.value })} />
            </Form.Item>
            <Button data-testid={`sku-langs-${i}`} onClick={() => setSku(i, { langs: !s.langs })}>{t('translations')}</Button>
            <Button
              data-testid={`sku-remove-${i}`}
              danger
              disabled={draft.skus.length <= 1}
              onClick={() => set({ skus: draft.skus.filter((_, j) => j !== i) })}
            >
              {t('remove')}
            </Button>
          </Space>
          {s.langs && (
            <Space wrap style={{ marginTop: 8 }}>
              {CAT_LANGS.filter((l) => l !== 'zh-TW').map((l) => (
                <Input
                  key={l}
                  data-testid={`sku-name-${i}-${l}`}
                  prefix={`${l}:`}
                  maxLength={120}
                  style={{ width: 240 }}
                  value={s.spec_names[l] ?? ''}
                  onChange={(e) => setSku(i, { spec_names: { ...s.spec_names, [l]: e.target.value } })}
                />
              ))}
            </Space>
          )}
        </div>
      ))}
      <Button data-testid="sku-add" type="dashed" block disabled={draft.skus.length >= 100} onClick={() => set({ skus: [...draft.skus, emptySku()] })}>
        {t('add_sku')}
      </Button>
    </Drawer>
  );
}
