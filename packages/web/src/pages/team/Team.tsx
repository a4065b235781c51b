import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { fetchBinaryTree, type TreeNode } from '../../api/team';
import { useUserInfo } from '../../app/queries';
import { CopyButton } from '../../components/CopyButton';
import { formatAmount, formatDate } from '../../components/format';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { showToast } from '../../components/toast';
import { addAmounts } from './figures';
import { TreeView } from './TreeView';
import './team.css';

/** Levels below the viewed node drawn at once (three rows: the node, its two, their four). */
const DRAWN_LEVELS = 2;

/**
 * Team: the member's codes and achievements, the overview of both areas, and the binary tree drawn a few levels at a
 * time from the member's own position (`?node=` holds the member ID being viewed, so "back" retraces the steps).
 */
export function Team() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const viewed = params.get('node') ?? '';
  const own = useQuery({ queryKey: ['team', 'tree', ''], queryFn: () => fetchBinaryTree(undefined, DRAWN_LEVELS) });
  const tree = useQuery({ queryKey: ['team', 'tree', viewed], queryFn: () => fetchBinaryTree(viewed || undefined, DRAWN_LEVELS), enabled: Boolean(viewed) });
  const current = viewed ? tree : own;
  const me = own.data?.nodes[0];
  const goTo = (memberId: string) => setParams(memberId && memberId !== me?.member_id ? { node: memberId } : {});
  const goUp = () => {
    if (!current.data || current.data.is_top) showToast({ content: t('team.atTop') });
    else goTo(current.data.up_id);
  };
  return (
    <Page title={t('team.title')} fallback="/pages/mine" width="reading">
      {own.isPending ? <PageSkeleton /> : own.isError || !me ? <LoadError onRetry={() => void own.refetch()} /> : (
        <>
          <MyTeamCard me={me} />
          <Overview me={me} />
          <section className="card" aria-labelledby="team-tree">
            <div className="section-head">
              <h2 className="section-title" id="team-tree">{t('team.tree')}</h2>
              <Button size="small" onClick={goUp} data-testid="team-go-up">{t('team.goUp')}</Button>
            </div>
            {current.data?.is_top ? <p className="muted" data-testid="team-top-note">{t('team.atTop')}</p> : null}
            {current.isPending ? <PageSkeleton lines={3} /> : current.isError || !current.data ? (
              <LoadError onRetry={() => void current.refetch()} />
            ) : (
              <>
                <TreeView nodes={current.data.nodes} rows={DRAWN_LEVELS + 1} onOpen={goTo} />
                <NodeDetails node={current.data.nodes[0]!} />
              </>
            )}
          </section>
        </>
      )}
    </Page>
  );
}

function MyTeamCard({ me }: { me: TreeNode }) {
  const { t } = useTranslation();
  const info = useUserInfo().data;
  const codes = [
    { id: 'left', label: t('mine.leftNode'), value: info?.left_node_code ?? '' },
    { id: 'right', label: t('mine.rightNode'), value: info?.right_node_code ?? '' },
  ];
  return (
    <section className="card" aria-label={t('team.mine')}>
      {codes.map((c) => (
        <div className="code-row" key={c.id}>
          <div className="code-text">
            <div className="muted">{c.label}</div>
            <div className="code-value" data-testid={`team-code-${c.id}`}>{c.value}</div>
          </div>
          <CopyButton text={c.value} testId={`team-copy-${c.id}`} label={c.label} />
        </div>
      ))}
      <dl className="team-figures">
        <Figure label={t('team.personal')} value={formatAmount(me.personal_bv)} testId="team-personal" />
        <Figure label={t('team.team')} value={formatAmount(addAmounts(me.left_bv, me.right_bv))} testId="team-total" />
        <Figure label={t('team.left')} value={formatAmount(me.left_bv)} testId="team-left" />
        <Figure label={t('team.right')} value={formatAmount(me.right_bv)} testId="team-right" />
        <Figure label={t('team.joined')} value={info ? formatDate(info.join_time) : ''} testId="team-joined" />
      </dl>
    </section>
  );
}

function Overview({ me }: { me: TreeNode }) {
  const { t } = useTranslation();
  const rows = [
    { side: 'left', count: me.left_count, fresh: me.left_new, bv: me.left_bv },
    { side: 'right', count: me.right_count, fresh: me.right_new, bv: me.right_bv },
  ] as const;
  return (
    <section className="card" aria-labelledby="team-overview">
      <h2 className="section-title" id="team-overview">{t('team.overview')}</h2>
      <table className="team-table">
        <thead>
          <tr><th scope="col" /><th scope="col">{t('team.members')}</th><th scope="col">{t('team.newThisWeek')}</th><th scope="col">{t('team.volume')}</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.side} data-testid={`team-overview-${r.side}`}>
              <th scope="row">{t(`team.area.${r.side}`)}</th>
              <td>{r.count}</td>
              <td>{r.fresh}</td>
              <td>{formatAmount(r.bv)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted team-note">{t('team.countsNote')}</p>
    </section>
  );
}

/** The viewed member's details. */
function NodeDetails({ node }: { node: TreeNode }) {
  const { t } = useTranslation();
  return (
    <div className="team-details" data-testid="team-details">
      <h3 className="section-title">{t('team.details')}</h3>
      <dl className="team-figures">
        <Figure label={t('team.memberId')} value={node.member_id} testId="team-details-id" />
        <Figure label={t('team.nickname')} value={node.nickname} />
        <Figure label={t('team.level')} value={t('team.levelName', { level: node.level })} />
        <Figure label={t('team.joined')} value={formatDate(node.join_time)} />
        <Figure label={t('team.personal')} value={formatAmount(node.personal_bv)} />
        <Figure label={t('team.left')} value={formatAmount(node.left_bv)} />
        <Figure label={t('team.right')} value={formatAmount(node.right_bv)} />
        <Figure label={t('team.leftMembers')} value={String(node.left_count)} />
        <Figure label={t('team.rightMembers')} value={String(node.right_count)} />
      </dl>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="team-figure">
      <dt className="muted">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
