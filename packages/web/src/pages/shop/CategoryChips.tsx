import { useTranslation } from '../../i18n/useTranslation';
import { useCategories } from './queries';

interface Props {
  value: number | undefined;
  onChange: (category: number | undefined) => void;
  className?: string;
}

/** "All" plus one chip per enabled category; choosing the current one again goes back to all. */
export function CategoryChips({ value, onChange, className = 'category-chips' }: Props) {
  const { t } = useTranslation();
  const categories = useCategories();
  if (!categories.data?.length) return null;
  return (
    <nav className={className} aria-label={t('shop.categories')}>
      <button type="button" className={`chip${value === undefined ? ' chip-active' : ''}`}
        data-testid="category-chip-all" aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
        {t('shop.allCategories')}
      </button>
      {categories.data.map((c) => (
        <button key={c.id} type="button" className={`chip${value === c.id ? ' chip-active' : ''}`}
          data-testid={`category-chip-${c.id}`} aria-pressed={value === c.id}
          onClick={() => onChange(value === c.id ? undefined : c.id)}>
          {c.name}
        </button>
      ))}
    </nav>
  );
}
