import type { ProductView } from '@site/contracts';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { RouteLink } from '../../../components/ui/route-link';
import { cardImage, priceLabel, stockBadge } from '../utils/product-display';
import { StockBadge } from './stock-badge';
import styles from './product-card.module.css';

/** `first`: the top card's picture is above the fold on every screen: fetched at once, first. */
export function ProductCard({
  product,
  ref,
  first = false,
}: {
  product: ProductView;
  ref?: Ref<HTMLLIElement>;
  first?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li ref={ref} className={styles.item} data-product-id={product.id}>
      <RouteLink to={`/products/${product.id}`} className={styles.card}>
        <FallbackImage
          className={styles.image}
          src={cardImage(product)}
          alt={product.name}
          width={640}
          height={480}
          decoding="async"
          sizes="(max-width: 1023px) 50vw, 300px"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
        <div className={styles.body}>
          {product.category_name && <span className={styles.category}>{product.category_name}</span>}
          <h3 className={styles.name}>{product.name}</h3>
          <div className={styles.meta}>
            <span className={styles.price}>{priceLabel(product.price, t)}</span>
            <StockBadge badge={stockBadge(product.status, product.stock, t)} />
          </div>
        </div>
      </RouteLink>
    </li>
  );
}
