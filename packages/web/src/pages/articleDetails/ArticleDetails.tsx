import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Language } from '@onego/contract';
import { loadArticles } from '../../i18n/articles';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';

export type ArticleType = 'privacy' | 'agreement';

export function ArticleDetails() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const type: ArticleType = params.get('type') === 'privacy' ? 'privacy' : 'agreement';
  const lang = i18n.language as Language;
  const query = useQuery({ queryKey: ['article', lang], queryFn: () => loadArticles(lang), staleTime: Infinity });
  const article = query.data?.[type];
  return (
    <Page title={t(type === 'privacy' ? 'article.privacy' : 'article.agreement')} width="reading">
      {article ? (
        <article className="card article" data-testid={`article-${type}`} lang={lang}>
          <h2>{article.title}</h2>
          <p className="muted">{article.updated}</p>
          {article.sections.map((s) => (
            <section key={s.heading}>
              <h3>{s.heading}</h3>
              {s.body.map((p, i) => <p key={i}>{p}</p>)}
            </section>
          ))}
        </article>
      ) : query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <PageSkeleton lines={10} />}
    </Page>
  );
}
