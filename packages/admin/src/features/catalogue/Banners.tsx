import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Image, Input, InputNumber, Modal, Popconfirm, Space, Switch, Tag, Upload } from 'antd';
import { useState } from 'react';
import { CAT_LANG_NAMES, CAT_LANGS, pickText } from '../../kit/catalogueLangs';
import { thumbOf } from '../../kit/thumb';
import { catalogueApi, type CatBanner } from './calls';
import { useCan } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { QueryTable } from '../../kit/QueryTable';

const LINK = /^(|\/[^\s]*|https?:\/\/[^\s]+)$/;
interface Editing { id?: number; image: string; titles: Record<string, string>; link: string; sort: number; enabled: boolean }

/** Captions as sent: trimmed, empty languages left out (they show the zh-TW caption). */
const cleanTitles = (titles: Record<string, string>) =>
  Object.fromEntries(Object.entries(titles).map(([l, v]) => [l, v.trim()]).filter(([, v]) => v !== ''));

export function BannersPage() {
  const { t, lang } = useI18n();
  const can = useCan();
  const write = can('catalogue.write');
  const toast = useToast();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['catalogue', 'banners'], queryFn: catalogueApi.banners });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const close = () => { setEditing(null); setTried(false); };
  const save = useMutation({
    mutationFn: (e: Editing) => catalogueApi.saveBanner({ ...(e.id ? { id: e.id } : {}), image: e.image, titles: cleanTitles(e.titles), link: e.link.trim(), sort: e.sort, enabled: e.enabled }),
    onSuccess: async () => {
      toast.success(t('saved'));
      close();
      await qc.invalidateQueries({ queryKey: ['catalogue', 'banners'] });
    },
    onError: toast.error,
  });
  const remove = useMutation({
    mutationFn: (id: number) => catalogueApi.deleteBanner(id),
    onSuccess: async () => {
      toast.success(t('saved'));
      await qc.invalidateQueries({ queryKey: ['catalogue', 'banners'] });
    },
    onError: toast.error,
  });
  const upload = async (file: Blob) => {
    setUploading(true);
    try {
      const up = await catalogueApi.upload(file);
      setEditing((e) => (e ? { ...e, image: up.url } : e));
    } catch (e) {
      toast.error(e as Error);
    } finally {
      setUploading(false);
    }
  };
  const bad = editing ? { image: !editing.image, link: !LINK.test(editing.link.trim()) } : { image: false, link: false };
  const submit = () => {
    if (!editing) return;
    setTried(true);
    if (bad.image || bad.link) return;
    save.mutate(editing);
  };

  return (
    <Card
      title={t('banners')}
      extra={write && <Button data-testid="banner-new" type="primary" onClick={() => setEditing({ image: '', titles: {}, link: '', sort: 0, enabled: true })}>{t('new_banner')}</Button>}
    >
      <QueryTable<CatBanner>
        query={list}
        scroll={undefined}
        data-testid="banners-table"
        rowKey="id"
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('image'), dataIndex: 'thumb', render: (th: string, b) => <Image src={th || thumbOf(b.image)} preview={{ src: b.image }} height={48} /> },
          { title: t('caption'), dataIndex: 'titles', render: (titles: Record<string, string>) => pickText(titles, lang) || t('none') },
          { title: t('link'), dataIndex: 'link', render: (l: string) => l || t('none') },
          { title: t('sort'), dataIndex: 'sort' },
          { title: t('enabled'), dataIndex: 'enabled', render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('on') : t('off')}</Tag> },
          {
            title: '',
            render: (_, b) => (write
              ? (
                <Space>
                  <Button data-testid={`banner-edit-${b.id}`} size="small" onClick={() => setEditing({ id: b.id, image: b.image, titles: { ...b.titles }, link: b.link, sort: b.sort, enabled: b.enabled })}>{t('edit')}</Button>
                  <Popconfirm title={t('confirm_delete')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => remove.mutate(b.id)}>
                    <Button data-testid={`banner-delete-${b.id}`} size="small" danger>{t('delete')}</Button>
                  </Popconfirm>
                </Space>
              )
              : null),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? `${t('edit_banner')} #${editing.id}` : t('new_banner')}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="c" onClick={close}>{t('cancel')}</Button>,
          <Button key="s" data-testid="banner-save" type="primary" loading={save.isPending} onClick={submit}>{t('save')}</Button>,
        ]}
      >
        {editing && (
          <Form layout="vertical" component="div">
            <Form.Item label={t('image')} required validateStatus={tried && bad.image ? 'error' : undefined} help={tried && bad.image ? t('image_required') : undefined}>
              <Space align="start">
                {editing.image && <Image data-testid="banner-image" src={thumbOf(editing.image)} preview={{ src: editing.image }} height={80} />}
                <Upload accept="image/*" showUploadList={false} customRequest={({ file }) => void upload(file as Blob)}>
                  <Button data-testid="banner-upload" loading={uploading}>{t('upload_image')}</Button>
                </Upload>
              </Space>
            </Form.Item>
            <Form.Item label={t('caption')} extra={t('caption_hint')}>
              <Space orientation="vertical" style={{ width: '100%' }} size={4}>
                {CAT_LANGS.map((l) => (
                  <Input
                    key={l}
                    data-testid={`banner-title-${l}`}
                    prefix={`${l}:`}
                    title={CAT_LANG_NAMES[l]}
                    maxLength={120}
                    value={editing.titles[l] ?? ''}
                    onChange={(e) => setEditing({ ...editing, titles: { ...editing.titles, [l]: e.target.value } })}
                  />
                ))}
              </Space>
            </Form.Item>
            <Form.Item label={t('link')} validateStatus={tried && bad.link ? 'error' : undefined} help={tried && bad.link ? t('link_invalid') : undefined}>
              <Input data-testid="banner-link" maxLength={300} placeholder="/product/1 · https://…" value={editing.link} onChange={(e) => setEditing({ ...editing, link: e.target.value })} />
            </Form.Item>
            <Space size="large">
              <Form.Item label={t('sort')}>
                <InputNumber data-testid="banner-sort" precision={0} value={editing.sort} onChange={(n) => setEditing({ ...editing, sort: Number(n ?? 0) })} />
              </Form.Item>
              <Form.Item label={t('enabled')}>
                <Switch data-testid="banner-enabled" checked={editing.enabled} onChange={(enabled) => setEditing({ ...editing, enabled })} />
              </Form.Item>
            </Space>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
