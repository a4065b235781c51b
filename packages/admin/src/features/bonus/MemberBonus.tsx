import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Divider, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { BONUS_KINDS, type BonusKind, type BonusLog } from '@onego/contract';
import { useI18n } from '../../i18n';
import { QueryTable, usePaging } from '../../kit/QueryTable';
import { useToast } from '../../kit/toast';
import { useCan } from '../../shell/auth';
import { bonusApi, fill, percent } from './calls';

/** A member's bonuses in the member drawer: caps, totals per kind, the records (by kind), and the level set by hand. */
export function MemberBonus({ memberId }: { memberId: string }) {
  const { t } = useI18n();
  const can = useCan();
  const toast = useToast();
  const qc = useQueryClient();
  const [kind, setKind] = useState<BonusKind | undefined>();
  const paging = usePaging(10);
  const { page, limit } = paging;
  const history = useQuery({
    queryKey: ['bonus', 'member', memberId, kind, page, limit],
    queryFn: () => bonusApi.member({ member_id: memberId, kind, page, limit }),
    placeholderData: keepPreviousData,
  });
  const plans = useQuery({ queryKey: ['bonus', 'plans'], queryFn: bonusApi.plans, enabled: can('bonus.level.write') });
  const manualMax = plans.data?.list.find((v) => v.in_force)?.plan.levels.manualMax;
  const [form] = Form.useForm<{ level: number; reason: string }>();
  const setLevel = useMutation({
    mutationFn: (v: { level: number; reason: string }) => bonusApi.setLevel({ member_id: memberId, level: v.level, reason: v.reason.trim() }),
    onSuccess: () => {
      toast.success(t('saved'));
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['bonus', 'member', memberId] });
    },
    onError: toast.error,
  });
  const d = history.data;
  const records = { ...history, data: d?.records };
  const level = d?.limits.level ?? 0;
  return (
    <div data-testid="member-bonus">
      <Divider titlePlacement="start">{t('bonus_history')}</Divider>
      {d ? (
        <Descriptions column={1} size="small" bordered style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('bonus_level')}><Tag color="blue" data-testid="member-bonus-level">V{level}</Tag></Descriptions.Item>
          {(['dynamic', 'consumption', 'fund'] as const).map((c) => (
            <Descriptions.Item key={c} label={t(`bonus_cap_${c}`)}>
              {fill(t('bonus_cap_line'), { received: d.limits[`${c}_received`], cap: d.limits[`${c}_cap`], remaining: d.limits[`${c}_remaining`] })}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('bonus_total')}>
            <span data-testid="member-bonus-total">{d.totals.total}</span>
            {' · '}{BONUS_KINDS.filter((k) => d.totals[k] !== '0.00').map((k) => `${t(`bonus_kind_${k}`)} ${d.totals[k]}`).join(' · ')}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Select data-testid="member-bonus-kind" allowClear placeholder={t('bonus_all_kinds')} style={{ width: 200, marginBottom: 8 }} value={kind}
        onChange={(v) => { setKind(v); paging.reset(); }} options={BONUS_KINDS.map((k) => ({ value: k, label: t(`bonus_kind_${k}`) }))} />
      <QueryTable<BonusLog> data-testid="member-bonus-records" rowKey="id" size="small" query={records} paging={paging} columns={[
        { title: t('bonus_date'), dataIndex: 'date' },
        { title: t('bonus_kind'), dataIndex: 'kind', render: (k: BonusKind, r) => <>{t(`bonus_kind_${k}`)}{r.reversal ? <Tag color="red" style={{ marginLeft: 4 }}>{t('bonus_reversal')}</Tag> : null}</> },
        { title: t('bonus_paid'), dataIndex: 'amount' },
        { title: t('bonus_due'), dataIndex: 'due' },
        { title: t('bonus_forfeited'), dataIndex: 'forfeited' },
        { title: t('bonus_ratio_col'), dataIndex: 'ratio', render: percent },
        { title: t('bonus_level'), dataIndex: 'level', render: (l: number) => `V${l}` },
        { title: t('bonus_buyer'), dataIndex: 'subordinate_id', render: (v: string) => v || t('none') },
      ]} />
      {can('bonus.level.write') ? (
        <>
          <Divider titlePlacement="start">{t('bonus_set_level')}</Divider>
          {manualMax !== undefined ? <p>{fill(t('bonus_level_hint'), { max: manualMax })}</p> : null}
          <Form form={form} layout="inline" onFinish={(v) => setLevel.mutate(v)}>
            <Form.Item name="level" rules={[{ required: true, message: t('bonus_level') }]}>
              <Select data-testid="member-level-select" style={{ width: 100 }} placeholder={t('bonus_level')}
                options={[1, 2, 3, 4, 5].map((l) => ({ value: l, label: `V${l}`, disabled: l <= level || (manualMax !== undefined && l > manualMax) }))} />
            </Form.Item>
            <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: t('reason_required') }]}>
              <Input data-testid="member-level-reason" placeholder={t('reason')} maxLength={500} style={{ width: 220 }} />
            </Form.Item>
            <Space><Button data-testid="member-level-save" htmlType="submit" loading={setLevel.isPending}>{t('save')}</Button></Space>
          </Form>
        </>
      ) : null}
    </div>
  );
}
