import { Card, Col, Input, InputNumber, Row, Tag } from 'antd';
import { useI18n, type TKey } from '../../i18n';
import type { Plan } from './calls';

// The plan's fields in groups, in the order docs/bonus-plan.md explains them. A field is labelled with its path in the
// plan: the server's messages name a field the same way, so an error points at the box to fix.
const GROUPS: Array<[TKey, Array<keyof Plan>]> = [
  ['bonus_group_general', ['eligibleAfterDays', 'activeBv', 'activeDays']],
  ['bonus_group_levels', ['levels']],
  ['bonus_group_caps', ['caps']],
  ['bonus_group_referral', ['referral']],
  ['bonus_group_sales', ['sales']],
  ['bonus_group_leadership', ['leadership']],
  ['bonus_group_daily', ['static', 'consumption', 'leader']],
  ['bonus_group_guard', ['solvencyShare', 'split']],
];

type Leaf = string | number;

/** Every leaf of a part of the plan with its path ("levels.weakLeg.0"). */
export function leavesOf(value: unknown, path: string): Array<[string, Leaf]> {
  if (typeof value === 'string' || typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(v, `${path}.${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leavesOf(v, `${path}.${k}`));
  return [];
}

/** A copy of the plan with one leaf changed. */
export function setLeaf(plan: Plan, path: string, value: Leaf): Plan {
  const copy = structuredClone(plan) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy as unknown as Plan;
}

const valueAt = (plan: Plan | undefined, path: string): unknown =>
  path.split('.').reduce<unknown>((at, k) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined), plan);

/**
 * The plan as a form: decimals (rates as fractions, "0.10" is 10%) in text boxes, whole numbers in number boxes. Fields
 * that differ from `base` are marked. Read-only without `onChange`.
 */
export function PlanEditor({ value, base, onChange }: { value: Plan; base?: Plan; onChange?: (plan: Plan) => void }) {
  const { t } = useI18n();
  return (
    <Row gutter={[12, 12]} data-testid="plan-editor">
      {GROUPS.map(([label, keys]) => (
        <Col key={label} xs={24} lg={12}>
          <Card size="small" title={t(label)}>
            {keys.flatMap((k) => leavesOf(value[k], k)).map(([path, leaf]) => {
              const changed = base !== undefined && valueAt(base, path) !== leaf;
              return (
                <div key={path} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 6 }}>
                  <code style={{ flex: '0 0 52%', fontSize: 12 }}>{path}</code>
                  {typeof leaf === 'number' ? (
                    <InputNumber data-testid={`plan-field-${path}`} size="small" min={0} max={1000} precision={0} value={leaf} disabled={!onChange}
                      onChange={(v) => onChange?.(setLeaf(value, path, Number(v ?? 0)))} style={{ width: 120 }} />
                  ) : (
                    <Input data-testid={`plan-field-${path}`} size="small" value={leaf} disabled={!onChange} maxLength={21}
                      onChange={(e) => onChange?.(setLeaf(value, path, e.target.value))} style={{ width: 120 }} />
                  )}
                  {changed ? <Tag color="orange">{t('bonus_changed')}</Tag> : null}
                </div>
              );
            })}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
