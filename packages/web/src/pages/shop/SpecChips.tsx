import type { Spec } from '../../api/shop';

interface Props {
  specs: Spec[];
  value: Spec | null;
  onPick: (spec: Spec) => void;
}

/** One chip per specification; sold-out ones are shown but cannot be chosen. */
export function SpecChips({ specs, value, onPick }: Props) {
  return (
    <div className="category-chips">
      {specs.map((s) => (
        <button key={s.id} type="button" data-testid={`goods-spec-${s.id}`} disabled={s.stock <= 0}
          aria-pressed={value?.id === s.id}
          className={`chip${value?.id === s.id ? ' chip-active' : ''}${s.stock <= 0 ? ' chip-disabled' : ''}`}
          onClick={() => onPick(s)}>
          {s.name}
        </button>
      ))}
    </div>
  );
}
