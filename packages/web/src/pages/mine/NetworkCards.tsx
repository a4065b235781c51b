import { List } from 'antd-mobile';
import { BankcardOutline, FileOutline, TeamOutline, UnorderedListOutline, UserAddOutline, StarOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { fetchBonusLimit } from '../../api/team';
import { MONEY_FRESHNESS } from '../../app/queries';
import { useAppStore } from '../../app/store';
import { AmountValue } from '../../components/AmountValue';
import './network.css';

/** The member's three caps (dynamic income, consumption dividend, dividend fund), re-read like every amount. */
export function useBonusLimit() {
  const token = useAppStore((s) => s.token);
  return useQuery({ queryKey: ['wallet', 'bonusLimit', token], queryFn: fetchBonusLimit, enabled: Boolean(token), ...MONEY_FRESHNESS });
}

const CAPS = [
  { id: 'dynamic', cap: 'dynamic_cap', left: 'dynamic_remaining' },
  { id: 'consumption', cap: 'consumption_cap', left: 'consumption_remaining' },
  { id: 'fund', cap: 'fund_cap', left: 'fund_remaining' },
] as const;

/** Mine's caps: each cap with what is left of it. */
export function CapsCard({ caps }: { caps: ReturnType<typeof useBonusLimit> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const d = caps.data;
  return (
    <section className="card" aria-labelledby="mine-caps">
      <div className="mine-orders-head">
        <h2 className="section-title" id="mine-caps">{t('caps.title')}</h2>
        <button type="button" className="link" onClick={() => navigate('/pages/member')} data-testid="mine-to-member">{t('levels.title')}</button>
      </div>
      <table className="caps-table">
        <thead><tr><th scope="col" /><th scope="col">{t('caps.cap')}</th><th scope="col">{t('caps.remaining')}</th></tr></thead>
        <tbody>
          {CAPS.map((c) => (
            <tr key={c.id}>
              <th scope="row">{t(`caps.${c.id}`)}</th>
              <td><AmountValue value={d?.[c.cap]} pending={caps.isPending} testId={`mine-cap-${c.id}`} /></td>
              <td><AmountValue value={d?.[c.left]} pending={caps.isPending} testId={`mine-cap-${c.id}-left`} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Mine's entries to the member's network: team, team list, bonus, income statement, levels, invite. */
export function NetworkLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = [
    { path: '/pages/team', id: 'team', icon: <TeamOutline />, label: t('team.title') },
    { path: '/pages/teamList', id: 'team-list', icon: <UnorderedListOutline />, label: t('teamList.title') },
    { path: '/pages/incomeStatement', id: 'income', icon: <BankcardOutline />, label: t('income.title') },
    { path: '/pages/bonus', id: 'bonus', icon: <FileOutline />, label: t('bonus.title') },
    { path: '/pages/member', id: 'levels', icon: <StarOutline />, label: t('levels.title') },
    { path: '/pages/invite', id: 'invite-page', icon: <UserAddOutline />, label: t('invite.title') },
  ];
  return (
    <List className="card-list" mode="card" header={t('network.title')}>
      {links.map((l) => (
        <List.Item key={l.id} prefix={l.icon} onClick={() => navigate(l.path)} data-testid={`mine-to-${l.id}`}>{l.label}</List.Item>
      ))}
    </List>
  );
}
