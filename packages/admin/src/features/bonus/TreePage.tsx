import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { QueryState } from '../../kit/LoadingDrawer';
import { bonusApi, type TreeNode } from './calls';

/**
 * The whole placement tree for operators: from the top or any member ID, a few levels at a time; a click on a member
 * opens the tree from there, "up one level" goes to the parent. Each box shows level, own BV and both legs' volumes.
 */
export function BonusTreePage() {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const [start, setStart] = useState<string | undefined>();
  const [depth, setDepth] = useState(3);
  const tree = useQuery({ queryKey: ['bonus', 'tree', start, depth], queryFn: () => bonusApi.tree({ member_id: start, depth }), placeholderData: keepPreviousData });
  const open = (id: string | undefined) => { setStart(id); setDraft(id ?? ''); };
  const data = tree.data;
  const byParent = new Map<string, { L?: TreeNode; R?: TreeNode }>();
  for (const n of data?.nodes ?? []) {
    if (!n.parent_member_id || !n.side || n.depth === 0) continue;
    byParent.set(n.parent_member_id, { ...byParent.get(n.parent_member_id), [n.side]: n });
  }
  const Node = ({ node }: { node: TreeNode }) => {
    const kids = byParent.get(node.member_id);
    const more = node.depth === depth && (node.has_left || node.has_right);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 120 }}>
        <button type="button" data-testid={`tree-node-${node.member_id}`} onClick={() => open(node.member_id)}
          style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '4px 8px', background: node.depth === 0 ? '#e6f4ff' : '#fff', cursor: 'pointer', textAlign: 'left', fontSize: 12 }}>
          <div><b>{node.member_id}</b> <Tag color="blue">V{node.level}</Tag>{node.sub_account ? <Tag>{t('bonus_sub_account')}</Tag> : null}</div>
          <div>{node.name}</div>
          <div>{t('bonus_personal_bv')} {node.personal_bv}</div>
          <div>{t('bonus_left_bv')} {node.left_bv} · {t('bonus_right_bv')} {node.right_bv}</div>
          {more ? <div style={{ color: '#1677ff' }}>{t('bonus_tree_more')}</div> : null}
        </button>
        {node.depth < depth ? (
          <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
            {(['L', 'R'] as const).map((side) => {
              const child = kids?.[side];
              return child ? <Node key={side} node={child} /> : (
                <div key={side} style={{ minWidth: 120, textAlign: 'center', color: '#bbb', fontSize: 12 }}>{side} · {t('bonus_empty_position')}</div>
              );
            })}
          </div>
        ) : null}
      </div>
    );
  };
  const top = data?.nodes.find((n) => n.depth === 0);
  return (
    <Card title={t('bonus_tree')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Space.Compact>
          <Input data-testid="tree-search" placeholder={t('bonus_tree_search')} allowClear maxLength={32} style={{ width: 260 }} value={draft}
            onChange={(e) => setDraft(e.target.value)} onPressEnter={() => open(draft.trim() || undefined)} />
          <Button data-testid="tree-open" type="primary" onClick={() => open(draft.trim() || undefined)}>{t('bonus_tree_open')}</Button>
        </Space.Compact>
        <Select data-testid="tree-depth" value={depth} onChange={setDepth} style={{ width: 140 }}
          options={[1, 2, 3, 4].map((d) => ({ value: d, label: `${d} ${t('bonus_tree_levels')}` }))} />
        <Button data-testid="tree-up" disabled={!data?.parent_member_id} onClick={() => open(data?.parent_member_id ?? undefined)}>{t('bonus_tree_up')}</Button>
        <Button data-testid="tree-top" onClick={() => open(undefined)}>{t('bonus_tree_to_top')}</Button>
      </Space>
      <QueryState query={tree} />
      {data && !data.parent_member_id ? <Alert data-testid="tree-at-top" type="info" title={t('bonus_tree_top')} style={{ marginBottom: 12 }} /> : null}
      <div style={{ overflowX: 'auto', paddingBottom: 8 }}>{top ? <Node node={top} /> : null}</div>
    </Card>
  );
}
