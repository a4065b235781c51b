import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { rememberSearch } from '../search/history';

/** The desktop shop's search box: remembers the search like the search page does and opens its results there. */
export function PcSearchBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = () => {
    const k = text.trim();
    if (!k) return;
    rememberSearch(k);
    navigate(`/pages/search?keyword=${encodeURIComponent(k)}`);
  };
  return (
    <form className="search-row pc-search" role="search" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <input className="search-input" type="search" value={text} onChange={(e) => setText(e.target.value)}
        placeholder={t('shop.searchPlaceholder')} aria-label={t('search.title')} data-testid="pc-search-input" maxLength={100} />
      <Button color="primary" type="submit" data-testid="pc-search-submit">{t('search.submit')}</Button>
    </form>
  );
}
