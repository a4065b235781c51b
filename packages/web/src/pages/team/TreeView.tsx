import { useTranslation } from '../../i18n/useTranslation';
import type { TreeNode } from '../../api/team';

interface Props {
  nodes: TreeNode[];
  /** Rows drawn: the top, its two positions, their four… */
  rows: number;
  /** Opens a member's position (the tree is then drawn from there). */
  onOpen(memberId: string): void;
}

/**
 * The binary tree from one node, row by row: each row has twice the positions of the one above, left to right, and a
 * free position is drawn empty. A member below the top opens their own view of the tree when tapped.
 */
export function TreeView({ nodes, rows, onOpen }: Props) {
  const { t } = useTranslation();
  const byParent = new Map(nodes.map((n) => [`${n.parent_id}/${n.side}`, n]));
  let row: Array<TreeNode | undefined> = [nodes[0]];
  const drawn: Array<Array<TreeNode | undefined>> = [];
  for (let r = 0; r < rows; r++) {
    drawn.push(row);
    row = row.flatMap((n) => (n ? [byParent.get(`${n.member_id}/L`), byParent.get(`${n.member_id}/R`)] : [undefined, undefined]));
  }
  return (
    <div className="tree" role="tree" aria-label={t('team.tree')} data-testid="team-tree">
      {drawn.map((cells, r) => (
        <div className="tree-row" role="group" key={r} style={{ gridTemplateColumns: `repeat(${cells.length}, minmax(0, 1fr))` }}>
          {cells.map((n, i) => (n ? (
            <button type="button" role="treeitem" key={n.member_id} className={`tree-node${r === 0 ? ' tree-top' : ''}`}
              disabled={r === 0} onClick={() => onOpen(n.member_id)} data-testid={`tree-node-${n.member_id}`}
              aria-label={t('team.nodeLabel', { id: n.member_id, level: n.level })}>
              <span className="tree-id">{n.member_id}</span>
              <span className="tree-name">{n.nickname}</span>
              <span className="tree-level">{t('team.levelName', { level: n.level })}</span>
              {r === rows - 1 && (n.has_left || n.has_right) ? <span className="tree-more" aria-hidden="true">⋯</span> : null}
            </button>
          ) : (
            <div className="tree-node tree-empty" key={`empty-${i}`}>{t('team.empty')}</div>
          )))}
        </div>
      ))}
    </div>
  );
}
