import type { ProductView } from '@site/contracts';
import type { ProductPromises } from '@site/contracts/product-promises';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { listPrice, priceLabel, purchaseState, stockBadge } from '../utils/product-display';
import { QuantitySelector } from './quantity-selector';
import { StockBadge } from './stock-badge';
import styles from './product-summary.module.css';

interface ProductSummaryProps {
  product: ProductView;
  /** The 商品页 settings merged with the product's own lines; a hidden line is not rendered. */
  promises: ProductPromises;
}

/** The right-hand side of a product page: name, badges, price, stock, the promises and the buy panel. */
export function ProductSummary({ product, promises }: ProductSummaryProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const state = purchaseState(product.status, product.stock);
  const original = promises.listPrice.show ? listPrice(product.price, promises.listPrice.multiplier) : null;
  const { rating, reviewCount, goodRate, shipping, deliveryArea, returns, dispatch } = promises;
  const ratingParts = [
    rating.show && <span key="rating">{t('products.rating', { rating: rating.text })}</span>,
    reviewCount.show && <span key="reviews">{t('products.reviews', { reviews: reviewCount.text })}</span>,
    goodRate.show && <span key="good-rate">{t('products.goodRate', { rate: goodRate.text })}</span>,
  ].filter(Boolean);
  const services = [returns, dispatch].filter((line) => line.show).map((line) => line.text);

  // No cart or order exists: log the intent (in Chinese, for staff) and say so.
  const acknowledge = (action: string, message: string) => {
    console.info(action, { productId: product.id, quantity });
    setNotice(message);
  };

  return (
    <div className={styles.summary}>
      <div className={styles.badges}>
        {product.category_name && <span className={styles.category}>{product.category_name}</span>}
        <StockBadge badge={stockBadge(product.status, product.stock, t)} />
      </div>
      <h1 className={styles.name}>{product.name}</h1>
      {ratingParts.length > 0 && (
        <p className={styles.rating} data-testid="product-rating">
          {/* The stars go with the rating: no stars beside a hidden score. */}
          {rating.show && (
            <span className={styles.stars} aria-hidden="true">
              ★★★★★
            </span>
          )}
          {ratingParts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <span className={styles.dot} aria-hidden="true">
                  ·
                </span>
              )}
              {part}
            </Fragment>
          ))}
        </p>
      )}

      <div className={styles.priceBox}>
        <span className={styles.price} data-testid="product-price">
          {priceLabel(product.price, t)}
        </span>
        {original && (
          <s
            className={styles.original}
            aria-label={t('products.listPrice', { price: original })}
            data-testid="product-list-price"
          >
            {original}
          </s>
        )}
      </div>

      <dl className={styles.facts}>
        {product.model && (
          <div>
            <dt>{t('products.model')}</dt>
            <dd data-testid="product-model">{product.model}</dd>
          </div>
        )}
        <div>
          <dt>{t('products.stock')}</dt>
          <dd data-testid="product-stock">{t('products.stockCount', { stock: product.stock ?? 0 })}</dd>
        </div>
        {shipping.show && (
          <div>
            <dt>{t('products.shipping')}</dt>
            <dd data-testid="product-shipping">{shipping.text}</dd>
          </div>
        )}
        {deliveryArea.show && (
          <div>
            <dt>{t('products.delivery')}</dt>
            <dd data-testid="product-delivery">{t('products.deliverTo', { area: deliveryArea.text })}</dd>
          </div>
        )}
        {services.length > 0 && (
          <div>
            <dt>{t('products.services')}</dt>
            <dd data-testid="product-services">{services.join(' · ')}</dd>
          </div>
        )}
      </dl>

      <section className={styles.buy} aria-label={t('products.buy')}>
        {state === 'buy' && (
          <>
            <div className={styles.buyRow}>
              <span className={styles.label}>{t('products.quantity')}</span>
              <QuantitySelector value={quantity} stock={product.stock} onChange={setQuantity} />
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                onClick={() => acknowledge('立即购买', t('products.buyNoticed', { name: product.name, quantity }))}
              >
                {t('products.buyNow')}
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => acknowledge('加入购物车', t('products.addedToCart', { name: product.name, quantity }))}
              >
                {t('products.addToCart')}
              </button>
            </div>
          </>
        )}
        {state === 'out-of-stock' && (
          <div className={styles.unavailable}>
            <p className={styles.outOfStock}>{t('products.outOfStock')}</p>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => acknowledge('到货通知', t('products.notifyRegistered'))}
            >
              {t('products.notifyMe')}
            </button>
          </div>
        )}
        {state === 'unavailable' && (
          <p className={styles.unavailableText}>{t('products.unavailable', { status: product.status })}</p>
        )}
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
      </section>
    </div>
  );
}
