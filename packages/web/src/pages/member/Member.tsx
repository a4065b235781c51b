import { ProgressBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Money, parseMoney } from '@onego/contract';
import { fetchMemberLevels, type MemberLevels } from '../../api/team';
import { formatAmount } from '../../components/format';
import { percent } from '../../components/money';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import '../team/team.css';

type Level = MemberLevels['levels'][number];

/** Become member: the plan's levels, what each needs and pays, the member's level and progress toward the next. */
export function Member() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['team', 'levels'], queryFn: fetchMemberLevels });
  const d = q.data;
  const next = d?.levels.find((l) => l.level === d.level + 1);
  return (
    <Page title={t('levels.title')} fallback="/pages/mine" width="reading">
      {q.isPending ? <PageSkeleton /> : q.isError || !d ? <LoadError onRetry={() => void q.refetch()} /> : (
        <>
          <section className="card" aria-labelledby="levels-mine">
            <h2 className="section-title" id="levels-mine">{t('levels.current')}</h2>
            <p className="amount-big" data-testid="levels-current">{t('team.levelName', { level: d.level })}</p>
            {next ? <Progress data={d} next={next} /> : <p className="muted" data-testid="levels-highest">{t('levels.highest')}</p>}
          </section>
          {d.levels.map((l) => (
            <section key={l.level} className={`card level-card${l.level === d.level ? ' level-current' : ''}`} data-testid={`level-${l.level}`}
              aria-labelledby={`level-${l.level}-title`}>
              <h2 className="section-title" id={`level-${l.level}-title`}>
                {t('team.levelName', { level: l.level })}{l.level === d.level ? ` · ${t('levels.yours')}` : ''}
              </h2>
              <h3 className="muted">{t('levels.requires')}</h3>
              <ul>{requirements(l).map((r) => <li key={r.key}>{t(`levels.need.${r.key}`, r.values)}</li>)}</ul>
              <h3 className="muted">{t('levels.unlocks')}</h3>
              <ul>{unlocks(l).map((r) => <li key={r.key}>{t(`levels.get.${r.key}`, r.values)}</li>)}</ul>
            </section>
          ))}
          <p className="muted team-note">{t('levels.activeNote', { bv: formatAmount(d.active_bv), days: d.active_days })}</p>
        </>
      )}
    </Page>
  );
}

type Line = { key: string; values: Record<string, string | number> };

/** What a level needs, besides everything the level below needs. */
function requirements(l: Level): Line[] {
  const out: Line[] = [{ key: 'personal', values: { bv: formatAmount(l.personal_bv) } }];
  if (l.active_directs > 0) out.push({ key: 'activeDirects', values: { count: l.active_directs } });
  if (parseMoney(l.weak_leg)?.gt(0)) out.push({ key: 'weakLeg', values: { bv: formatAmount(l.weak_leg) } });
  if (l.directs > 0) out.push({ key: 'directsAt', values: { count: l.directs, level: l.directs_level } });
  return out;
}

function unlocks(l: Level): Line[] {
  const out: Line[] = [];
  if (parseMoney(l.referral_rate)?.gt(0)) out.push({ key: 'referral', values: { rate: percent(l.referral_rate) } });
  if (l.sales_layers_per_direct > 0) out.push({ key: 'sales', values: { rate: percent(l.sales_rate), per: l.sales_layers_per_direct, max: l.sales_layers_max } });
  if (parseMoney(l.leadership_rate)?.gt(0)) out.push({ key: 'leadership', values: { rate: percent(l.leadership_rate) } });
  if (l.equal_level_rates.length > 0) out.push({ key: 'equalLevel', values: { rates: l.equal_level_rates.map((r) => `${percent(r)}%`).join(' / ') } });
  if (l.leader_pool) out.push({ key: 'leaderPool', values: { cap: formatAmount(l.dividend_fund_cap) } });
  return out;
}

/** Each requirement of the next level: where the member stands against it. */
function Progress({ data, next }: { data: MemberLevels; next: Level }) {
  const { t } = useTranslation();
  const p = data.progress;
  const directsAt = p.directs_by_level.slice(next.directs_level).reduce((s, n) => s + n, 0);
  const rows = [
    { key: 'personal', have: p.personal_bv, need: next.personal_bv, money: true },
    ...(next.active_directs > 0 ? [{ key: 'activeDirects', have: String(p.active_directs), need: String(next.active_directs), money: false }] : []),
    ...(parseMoney(next.weak_leg)?.gt(0) ? [{ key: 'weakLeg', have: p.weak_leg, need: next.weak_leg, money: true }] : []),
    ...(next.directs > 0 ? [{ key: 'directsAt', have: String(directsAt), need: String(next.directs), money: false }] : []),
  ];
  return (
    <div data-testid="levels-progress">
      <p>{t('levels.toward', { level: next.level })}</p>
      {rows.map((r) => {
        const have = parseMoney(r.have) ?? new Money(0);
        const need = parseMoney(r.need) ?? new Money(1);
        const share = need.gt(0) ? Money.min(100, have.times(100).div(need)).toNumber() : 100;
        return (
          <div key={r.key} className="level-progress" data-testid={`levels-progress-${r.key}`}>
            <div className="section-head">
              <span>{t(`levels.have.${r.key}`, { level: next.directs_level })}</span>
              <span>{r.money ? `${formatAmount(r.have)} / ${formatAmount(r.need)}` : `${r.have} / ${r.need}`}</span>
            </div>
            <ProgressBar percent={share} />
          </div>
        );
      })}
    </div>
  );
}
