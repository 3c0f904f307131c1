import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { SideLayout } from '../../components/ui/side-layout';
import { categoriesQuery } from '../../features/categories/api/categories';
import { useLocale } from '../../lib/i18n';
import { CategoryFilterTree } from '../../features/categories/components/category-filter-tree';
import { NewsList } from '../../features/news/components/news-list';
import { NewsSearch } from '../../features/news/components/news-search';
import { listSearchParams, readListParams, type NewsListParams } from '../../features/news/utils/news-list-params';

/** /news: category tree (全部新闻 and nested news categories) beside a searchable, paged list of cards. */
export function NewsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const params = readListParams(query);
  // A category load failure is only logged (the query cache does that); the list still works.
  const locale = useLocale();
  const categories = useQuery(categoriesQuery('news', locale));

  const searchOf = (next: NewsListParams) => `?${new URLSearchParams(listSearchParams(next)).toString()}`;
  // A new filter or search starts again at page 1; the scroll stays where the visitor is.
  const show = (change: Partial<NewsListParams>) =>
    setQuery(listSearchParams({ ...params, ...change, page: 1 }), { preventScrollReset: true });

  return (
    <>
      <PageHeader title={t('nav.news')}>{t('news.intro')}</PageHeader>
      <Section>
        <SideLayout
          side={
            <CategoryFilterTree
              title={t('news.categories')}
              allLabel={t('news.all')}
              categories={categories.data ?? []}
              selected={params.category}
              onSelect={(category) => show({ category })}
            />
          }
        >
          <NewsSearch key={params.search} initial={params.search} onSearch={(search) => show({ search })} />
          <NewsList params={params} hrefFor={(page) => `/news${searchOf({ ...params, page })}`} />
        </SideLayout>
      </Section>
    </>
  );
}
