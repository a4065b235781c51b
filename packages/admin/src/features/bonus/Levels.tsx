import { Table, Tag } from 'antd';
import { useI18n } from '../../i18n';
import { fill, percent, type Plan } from './calls';

/** What each level of a plan requires and what it unlocks (V0–V5), read from the plan itself. */
export function LevelsTable({ plan }: { plan: Plan }) {
  const { t } = useI18n();
  const requirement = (level: number) => {
    if (level === 0) return t('bonus_req_v0');
    if (level === 1) return fill(t('bonus_req_v1'), { bv: plan.levels.v1Personal });
    if (level === 2) return fill(t('bonus_req_v2'), { directs: plan.levels.v2ActiveDirects, bv: plan.levels.weakLeg[0] });
    return fill(t('bonus_req_vn'), { bv: plan.levels.weakLeg[level - 2]!, directs: plan.levels.directsBelow, below: level - 1 });
  };
  const unlocks = (level: number) => {
    const out: string[] = [t('bonus_unlock_daily')];
    if (level >= plan.referral.minLevel) out.push(fill(t('bonus_unlock_referral'), { rate: percent(plan.referral.rate) }));
    if (level >= plan.sales.minLevel) out.push(fill(t('bonus_unlock_sales'), { rate: percent(plan.sales.rate), layers: plan.sales.layersPerActiveDirect, max: plan.sales.layers }));
    if (plan.leadership.rates[level] !== undefined && Number(plan.leadership.rates[level]) > 0) out.push(fill(t('bonus_unlock_leadership'), { rate: percent(plan.leadership.rates[level]!) }));
    if (level >= plan.leadership.equalMinLevel && plan.leadership.equalLevel.length > 0) out.push(fill(t('bonus_unlock_equal'), { rates: plan.leadership.equalLevel.map(percent).join(' / ') }));
    if (level >= 3) out.push(fill(t('bonus_unlock_leader'), { level, cap: plan.caps.dividendFund[level - 3]! }));
    return out;
  };
  const rows = [0, 1, 2, 3, 4, 5].map((level) => ({ level, requirement: requirement(level), unlocks: unlocks(level), manual: level > 0 && level <= plan.levels.manualMax }));
  return (
    <Table data-testid="bonus-levels" rowKey="level" size="small" pagination={false} dataSource={rows} columns={[
      { title: t('bonus_level'), dataIndex: 'level', render: (l: number) => <b>V{l}</b> },
      { title: t('bonus_level_requirements'), dataIndex: 'requirement' },
      { title: t('bonus_level_unlocks'), dataIndex: 'unlocks', render: (u: string[]) => u.map((x) => <div key={x}>{x}</div>) },
      { title: t('bonus_manual'), dataIndex: 'manual', render: (m: boolean) => (m ? <Tag color="blue">{t('bonus_manual_allowed')}</Tag> : null) },
    ]} />
  );
}
