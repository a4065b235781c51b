import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { settingsApi, type Setting } from './calls';
import { useI18n } from '../../i18n';
import { useToast } from '../../kit/toast';
import { QueryTable } from '../../kit/QueryTable';

export function SettingsPage() {
  const { t, tx } = useI18n();
  const toast = useToast();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['settings'], queryFn: settingsApi.settings });
  const [editing, setEditing] = useState<{ key: string; value: string } | null>(null);
  const save = useMutation({
    mutationFn: (v: { key: string; value: string }) => settingsApi.saveSetting(v),
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
                <Input
                  data-testid={`setting-value-${s.key}`}
                  value={editing.value}
                  maxLength={100}
                  autoFocus
                  style={{ maxWidth: 280 }}
                  onChange={(e) => setEditing({ key: s.key, value: e.target.value })}
                  onPressEnter={() => save.mutate(editing)}
                />
              )
              : <Typography.Text data-testid={`setting-value-${s.key}`} strong>{v}</Typography.Text>),
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
              : <Button data-testid={`setting-edit-${s.key}`} size="small" onClick={() => setEditing({ key: s.key, value: s.value })}>{t('edit')}</Button>),
          },
        ]}
      />
    </Card>
  );
}
