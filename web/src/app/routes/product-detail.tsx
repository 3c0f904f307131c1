import { useQuery } from '@tanstack/react-query';
import type { ProductDetailView } from '@site/contracts';
import { mergeProductPromises } from '@site/contracts/product-promises';
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
import { ApiError, errorDetail } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import { usePageTitle } from './use-page-title';
import { ErrorState } from '../../components/ui/error-state';
import styles from './product-detail.module.css';

const NOT_FOUND = '产品未找到';

/** `/products/{id}`: a positive integer id, or null (the page shows "not found"). */
function galleryOf(product: ProductDetailView): GalleryImage[] {
  const images = product.images ?? product.product_images ?? [];
  return images.map((image, i) => ({ src: image.image_url, alt: image.alt_text || `${product.name} 图片${i + 1}` }));
}

/** /products/{id}: gallery, summary with the buy panel, description, update date. */
export function ProductDetailPage() {
  const id = productIdParam(useParams().id);
  const query = useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
  // Loaded with every page (also on the server): the promises follow the 商品页 settings.
  const { settings } = usePublicSettings();
  const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  // The editor's SEO title, when set, names the page as in the server's head (docs/seo.md).
  usePageTitle(missing ? NOT_FOUND : query.data && (query.data.seo_title || query.data.name));

  const backLink = (
    <RouteLink to="/products" className={styles.back}>
      ← 返回产品列表
    </RouteLink>
  );

  if (missing) {
    return (
      <Container className={styles.page}>
        <h1 className={styles.missingTitle}>{NOT_FOUND}</h1>
        <EmptyState
          title="产品不存在"
          description="该产品可能已下架或被删除。"
          action={<ButtonLink to="/products">返回产品列表</ButtonLink>}
        />
      </Container>
    );
  }

  if (query.isPending) {
    return (
      <Container className={styles.page}>
        <div className={styles.loading} role="status" aria-busy="true">
          正在加载产品信息…
        </div>
      </Container>
    );
  }

  if (query.isError) {
    return (
      <Container className={styles.page}>
        {backLink}
        <ErrorState
          title="获取产品数据失败"
          detail={errorDetail(query.error) ?? query.error.message}
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
        <ProductGallery key={product.id} images={galleryOf(product)} name={product.name} />
        <ProductSummary
          key={`summary-${product.id}`}
          product={product}
          promises={mergeProductPromises(settings.productPromises, product.promises)}
        />
      </div>
      <section className={styles.details} aria-labelledby="product-details-title">
        <h2 id="product-details-title" className={styles.detailsTitle}>
          产品详情
        </h2>
        <ProductDescription html={product.description ?? ''} />
        <p className={styles.updated}>更新日期：{formatDateTime(product.date) || '暂无'}</p>
      </section>
    </Container>
  );
}
