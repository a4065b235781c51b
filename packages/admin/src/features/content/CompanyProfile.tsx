import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Divider, Image, InputNumber, Space, Spin, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { thumbOf } from '../../kit/thumb';
import { contentApi, type CompanyProfile } from './calls';
import { formatTime } from '../../kit/time';
import { useCan } from '../../shell/auth';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { cleanTexts, LangTexts, textErrors, type LangTextsValue } from './LangTexts';

interface Draft extends LangTextsValue { image: string; lat: number | null; lng: number | null }
const fromProfile = (p: CompanyProfile): Draft => ({ titles: { ...p.titles }, contents: { ...p.contents }, image: p.image, lat: p.lat, lng: p.lng });

/** The office's point is both coordinates or neither. */
export const pointIncomplete = (d: Pick<Draft, 'lat' | 'lng'>) => (d.lat === null) !== (d.lng === null);

/** The company profile (about us): title and body per language and an optional picture, shown on the members' home page. */
export function CompanyProfilePage() {
  const { t } = useI18n();
  const can = useCan();
  const write = can('content.write');
  const toast = useToast();
  const qc = useQueryClient();
  const profile = useQuery({ queryKey: ['content', 'company'], queryFn: contentApi.companyProfile });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (profile.data && draft === null) setDraft(fromProfile(profile.data));
  }, [profile.data, draft]);

  const save = useMutation({
    mutationFn: (d: Draft) => contentApi.saveCompanyProfile({ titles: cleanTexts(d.titles), contents: cleanTexts(d.contents), image: d.image, lat: d.lat, lng: d.lng }),
    onSuccess: async (p) => {
      toast.success(t('saved'));
      setDraft(fromProfile(p));
      setTried(false);
      qc.setQueryData(['content', 'company'], p);
    },
    onError: toast.error,
  });
  const upload = async (file: Blob) => {
    setUploading(true);
    try {
      const up = await contentApi.uploadContent(file);
      setDraft((d) => (d ? { ...d, image: up.url } : d));
    } catch (e) {
      toast.error(e as Error);
    } finally {
      setUploading(false);
    }
  };

  if (!draft) {
    return <Card title={t('company_profile')}>{profile.isError ? <Alert type="error" title={profile.error.message} /> : <Spin />}</Card>;
  }
  const submit = () => {
    setTried(true);
    const errors = textErrors(draft);
    if (errors.title || errors.content || pointIncomplete(draft)) {
      toast.error(t('fix_form'));
      return;
    }
    save.mutate(draft);
  };

  return (
    <Card
      title={t('company_profile')}
      extra={write && <Button data-testid="company-save" type="primary" loading={save.isPending} onClick={submit}>{t('save')}</Button>}
    >
      <Typography.Paragraph type="secondary" data-testid="company-updated">
        {t('updated')}: {formatTime(profile.data?.updated_at)}
      </Typography.Paragraph>
      <LangTexts testId="company" value={draft} onChange={(v) => setDraft({ ...draft, ...v })} showErrors={tried} readOnly={!write} />
      <Divider titlePlacement="start">{t('image')}</Divider>
      <Space align="start">
        {draft.image
          ? <Image data-testid="company-image" src={thumbOf(draft.image)} preview={{ src: draft.image }} height={96} />
          : <Typography.Text type="secondary">{t('none')}</Typography.Text>}
        {write && (
          <>
            <Upload accept="image/*" showUploadList={false} customRequest={({ file }) => void upload(file as Blob)}>
              <Button data-testid="company-upload" loading={uploading}>{t('upload_image')}</Button>
            </Upload>
            {draft.image && <Button data-testid="company-image-remove" danger onClick={() => setDraft({ ...draft, image: '' })}>{t('remove')}</Button>}
          </>
        )}
      </Space>
      <Divider titlePlacement="start">{t('office_point')}</Divider>
      <Space wrap>
        <InputNumber data-testid="company-lat" addonBefore={t('latitude')} min={-90} max={90} step={0.0001} style={{ width: 220 }}
          value={draft.lat} disabled={!write} status={tried && pointIncomplete(draft) && draft.lat === null ? 'error' : undefined}
          onChange={(v) => setDraft({ ...draft, lat: typeof v === 'number' ? v : null })} />
        <InputNumber data-testid="company-lng" addonBefore={t('longitude')} min={-180} max={180} step={0.0001} style={{ width: 220 }}
          value={draft.lng} disabled={!write} status={tried && pointIncomplete(draft) && draft.lng === null ? 'error' : undefined}
          onChange={(v) => setDraft({ ...draft, lng: typeof v === 'number' ? v : null })} />
      </Space>
      <Typography.Paragraph type={tried && pointIncomplete(draft) ? 'danger' : 'secondary'} style={{ marginTop: 8 }} data-testid="company-point-hint">
        {t('office_point_hint')}
      </Typography.Paragraph>
    </Card>
  );
}
