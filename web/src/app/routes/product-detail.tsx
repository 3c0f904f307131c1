import { useQuery } from '@tanstack/react-query';
import type { ProductDetailView } from '@site/contracts';
import { mergeProductPromises } from '@site/contracts/product-promises';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/i18n';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button-link';
import { RouteLink } from '../../components/ui/route-link';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { ProductGallery, type GalleryImage } from '../../features/product-images/components/product-gallery';
import { productQuery } from '../../features/products/api/products';
import { productIdParam } from '../../features/products/utils/product-display';
import { ProductDescription } from '../../features/products/components/product-description';
import { ProductSummary } from '../../features/products/components/product-summary';
import { usePublicSettings } from '../../features/settings/api/get-public-settings';
import { ApiError, failureDetail } from '../../lib/api-client';
import { formatDateAndTime, useLocale } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';
import { ErrorState } from '../../components/ui/error-state';
import styles from './product-detail.module.css';

/** The product's pictures; one without its own alt text is named after the product. */
function galleryOf(product: ProductDetailView, t: TFunction): GalleryImage[] {
  const images = product.images ?? product.product_images ?? [];
  return images.map((image, i) => ({
    src: image.image_url,
    alt: image.alt_text || t('products.imageAlt', { name: product.name, number: i + 1 }),
  }));
}

/** /products/{id}: gallery, summary with the buy panel, description, update date. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = productIdParam(useParams().id);
  const query = useQuery({ ...productQuery(id ?? 0, locale), enabled: id !== null });
  // Loaded with every page (also on the server): the promises follow the 商品页 settings.
  const { settings } = usePublicSettings();
  const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  // The editor's SEO title, when set, names the page as in the server's head (docs/seo.md).
  usePageTitle(missing ? t('nav.productMissing') : query.data && (query.data.seo_title || query.data.name));

  const backLink = (
    <RouteLink to="/products" className={styles.back}>
      ← {t('products.backToList')}
    </RouteLink>
  );

  if (missing) {
    return (
      <Container className={styles.page}>
        <h1 className={styles.missingTitle}>{t('nav.productMissing')}</h1>
        <EmptyState
          title={t('products.missing')}
          description={t('products.missingDescription')}
          action={<ButtonLink to="/products">{t('products.backToList')}</ButtonLink>}
        />
      </Container>
    );
  }

  if (query.isPending) {
    return (
      <Container className={styles.page}>
        <div className={styles.loading} role="status" aria-busy="true">
          {t('products.loadingDetail')}
        </div>
      </Container>
    );
  }

  if (query.isError) {
    return (
      <Container className={styles.page}>
        {backLink}
        <ErrorState
          title={t('products.loadFailed')}
          detail={failureDetail(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }

  const product = query.data;
  return (
    <Container className={styles.page}>
      {backLink}
      <div className={styles.top}>
        <ProductGallery key={product.id} images={galleryOf(product, t)} name={product.name} />
        <ProductSummary
          key={`summary-${product.id}`}
          product={product}
          promises={mergeProductPromises(settings.productPromises, product.promises)}
        />
      </div>
      <section className={styles.details} aria-labelledby="product-details-title">
        <h2 id="product-details-title" className={styles.detailsTitle}>
          {t('products.details')}
        </h2>
        <ProductDescription html={product.description ?? ''} />
        <p className={styles.updated}>
          {t('products.updated', { date: formatDateAndTime(locale, product.date) || t('common.none') })}
        </p>
      </section>
    </Container>
  );
}
