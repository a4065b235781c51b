import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CAT_LANG_NAMES, CAT_LANGS } from '../../kit/catalogueLangs';
import { settingsApi, type Setting } from './calls';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { QueryTable } from '../../kit/QueryTable';

interface Editing { key: string; value: string; translations?: Record<string, string> }
const OTHER_LANGS = CAT_LANGS.filter((l) => l !== 'zh-TW');

/** What is sent: a per-language setting sends all its other languages at once, trimmed, empty ones left out. */
const toBody = (e: Editing) => (e.translations
  ? { key: e.key, value: e.value, translations: Object.fromEntries(Object.entries(e.translations).map(([l, v]) => [l, v.trim()]).filter(([, v]) => v !== '')) }
  : { key: e.key, value: e.value });

export function SettingsPage() {
  const { t, tx } = useI18n();
  const toast = useToast();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['settings'], queryFn: settingsApi.settings });
  const [editing, setEditing] = useState<Editing | null>(null);
  const save = useMutation({
    mutationFn: (e: Editing) => settingsApi.saveSetting(toBody(e)),
    onSuccess: async () => {
      toast.success(t('saved'));
      setEditing(null);
      await qc.invalidateQueries({ queryKey: ['settings'] });
    },
    onError: toast.error,
  });
  const allowed = (s: Setting) => {
    if (s.type === 'text') return tx('text_up_to').replace('{max}', s.max ?? '');
    if (s.type === 'integer') return `${t('whole_number')} ${s.min}–${s.max}`;
    return `${s.min}–${s.max}`;
  };
  return (
    <Card title={t('settings')}>
      <QueryTable<Setting>
        query={list}
        scroll={undefined}
        data-testid="settings-table"
        rowKey="key"
        columns={[
          {
            title: t('setting'), dataIndex: 'key',
            render: (k: string) => <Space orientation="vertical" size={0}>{tx(`setting_${k}`, k)}<Typography.Text type="secondary" code>{k}</Typography.Text></Space>,
          },
          { title: '', dataIndex: 'group', render: (g: string) => <Tag color={g === 'money' ? 'gold' : 'blue'}>{t(g === 'money' ? 'group_money' : 'group_site')}</Tag> },
          {
            title: t('value'), dataIndex: 'value',
            render: (v: string, s) => (editing?.key === s.key
              ? (
                <Space orientation="vertical" size={4}>
                  <Input
                    data-testid={`setting-value-${s.key}`}
                    value={editing.value}
                    maxLength={100}
                    autoFocus
                    style={{ maxWidth: 280 }}
                    prefix={editing.translations ? 'zh-TW:' : undefined}
                    onChange={(e) => setEditing({ ...editing, value: e.target.value })}
                    onPressEnter={() => save.mutate(editing)}
                  />
                  {editing.translations && OTHER_LANGS.map((l) => (
                    <Input
                      key={l}
                      data-testid={`setting-value-${s.key}-${l}`}
                      value={editing.translations![l] ?? ''}
                      maxLength={100}
                      style={{ maxWidth: 280 }}
                      prefix={`${l}:`}
                      title={CAT_LANG_NAMES[l]}
                      placeholder={t('empty_falls_back')}
                      onChange={(e) => setEditing({ ...editing, translations: { ...editing.translations, [l]: e.target.value } })}
                    />
                  ))}
                </Space>
              )
              : (
                <Space orientation="vertical" size={0}>
                  <Typography.Text data-testid={`setting-value-${s.key}`} strong>{v}</Typography.Text>
                  {s.translations && (
                    <Typography.Text type="secondary" data-testid={`setting-translations-${s.key}`}>
                      {t('per_language')}: {OTHER_LANGS.filter((l) => s.translations![l]).map((l) => `${l} ${s.translations![l]}`).join(' · ') || t('empty_falls_back')}
                    </Typography.Text>
                  )}
                </Space>
              )),
          },
          { title: t('default_value'), dataIndex: 'default', render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
          { title: t('allowed'), render: (_, s) => <Typography.Text type="secondary">{allowed(s)}</Typography.Text> },
          {
            title: '',
            render: (_, s) => (!s.writable ? null : editing?.key === s.key
              ? (
                <Space>
                  <Button data-testid={`setting-save-${s.key}`} type="primary" size="small" loading={save.isPending} onClick={() => save.mutate(editing)}>{t('save')}</Button>
                  <Button data-testid={`setting-cancel-${s.key}`} size="small" onClick={() => setEditing(null)}>{t('cancel')}</Button>
                </Space>
              )
              : <Button data-testid={`setting-edit-${s.key}`} size="small" onClick={() => setEditing({ key: s.key, value: s.value, ...(s.translations ? { translations: { ...s.translations } } : {}) })}>{t('edit')}</Button>),
          },
        ]}
      />
    </Card>
  );
}
