import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import type { Language } from '@onego/contract';
import { loadArticles } from '../../i18n/articles';
import { Page } from '../../components/Page';
import { LoadError, PageSkeleton } from '../../components/States';
import { ContactArticle } from './ContactArticle';
import { AnnouncementArticle, CompanyArticle } from './ContentArticle';

export type ArticleType = 'privacy' | 'agreement' | 'announcement' | 'company' | 'contact';

/**
 * Article details: an announcement or the company profile from the API, contact and cooperation from the site's
 * settings, or one of the two legal texts bundled with the app.
 */
export function ArticleDetails() {
  const [params] = useSearchParams();
  const type = params.get('type');
  if (type === 'announcement') return <AnnouncementArticle id={Number(params.get('id') ?? '')} />;
  if (type === 'company') return <CompanyArticle />;
  if (type === 'contact') return <ContactArticle />;
  return <LegalArticle type={type === 'privacy' ? 'privacy' : 'agreement'} />;
}

function LegalArticle({ type }: { type: 'privacy' | 'agreement' }) {
  const { t, i18n } = useTranslation();
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
