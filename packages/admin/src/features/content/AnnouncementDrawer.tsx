import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { contentApi, type Announcement, type AnnouncementSave } from './calls';
import { useI18n } from '../../i18n';
import { LoadingDrawer } from '../../kit/LoadingDrawer';
import { useToast } from '../../kit/toast';
import { cleanTexts, LangTexts, textErrors, type LangTextsValue } from './LangTexts';

interface Draft extends LangTextsValue { pinned: boolean }
const fromAnnouncement = (a: Announcement): Draft => ({ titles: { ...a.titles }, contents: { ...a.contents }, pinned: a.pinned });

/** Creates (as a draft) or edits an announcement: title and body per language, pinned flag. */
export function AnnouncementDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useI18n();
  const toast = useToast();
  const qc = useQueryClient();
  const detail = useQuery({ queryKey: ['content', 'announcement', id], queryFn: () => contentApi.announcement(id!), enabled: id !== null });
  const [draft, setDraft] = useState<Draft | null>(id === null ? { titles: {}, contents: {}, pinned: false } : null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (detail.data && draft === null) setDraft(fromAnnouncement(detail.data));
  }, [detail.data, draft]);

  const save = useMutation({
    mutationFn: (body: AnnouncementSave) => contentApi.saveAnnouncement(body),
    onSuccess: async () => {
      toast.success(t('saved'));
      await qc.invalidateQueries({ queryKey: ['content'] });
      onClose();
    },
    onError: toast.error,
  });

  const title = id === null ? t('new_announcement') : `${t('edit_announcement')} #${id}`;
  if (!draft) {
    return (
      <LoadingDrawer testId="announcement-drawer" size={760} title={title} error={detail.error} onClose={onClose} />
    );
  }
  const submit = () => {
    setTried(true);
    const errors = textErrors(draft);
    if (errors.title || errors.content) {
      toast.error(t('fix_form'));
      return;
    }
    save.mutate({ ...(id !== null ? { id } : {}), titles: cleanTexts(draft.titles), contents: cleanTexts(draft.contents), pinned: draft.pinned });
  };

  return (
    <Drawer
      data-testid="announcement-drawer"
      open
      onClose={onClose}
      size={760}
      title={title}
      extra={(
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button data-testid="announcement-save" type="primary" loading={save.isPending} onClick={submit}>{t('save')}</Button>
        </Space>
      )}
    >
      {id === null && <Alert type="info" title={t('saved_as_draft')} style={{ marginBottom: 12 }} />}
      <LangTexts testId="announcement" value={draft} onChange={(v) => setDraft({ ...draft, ...v })} showErrors={tried} />
      <Space>
        <Switch data-testid="announcement-pinned" checked={draft.pinned} onChange={(pinned) => setDraft({ ...draft, pinned })} />
        {t('pinned')}
      </Space>
    </Drawer>
  );
}
