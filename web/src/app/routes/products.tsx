import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { SideLayout } from '../../components/ui/side-layout';
import { categoriesQuery } from '../../features/categories/api/categories';
import { useLocale } from '../../lib/i18n';
import { CategoryFilterTree } from '../../features/categories/components/category-filter-tree';
import { ProductGrid } from '../../features/products/components/product-grid';

/** `?category=12` (a positive integer) or all. */
function categoryParam(value: string | null): number | null {
  return value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/** /products: category tree on the left, product cards on the right. */
export function ProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = categoryParam(params.get('category'));
  // A category load failure is only logged (the query cache does that); the grid still works.
  const locale = useLocale();
  const categories = useQuery(categoriesQuery('product', locale));

  const select = (id: number | null) =>
    setParams(id === null ? {} : { category: String(id) }, { preventScrollReset: true });

  return (
    <>
      <PageHeader title={t('nav.products')}>{t('products.intro')}</PageHeader>
      <Section>
        <SideLayout
          side={
            <CategoryFilterTree
              title={t('products.categories')}
              allLabel={t('products.all')}
              categories={categories.data ?? []}
              selected={category}
              onSelect={select}
            />
          }
        >
          <ProductGrid key={category ?? 'all'} category={category} />
        </SideLayout>
      </Section>
    </>
  );
}
