import type { ProductView } from '@site/contracts';
import type { ProductPromises } from '@site/contracts/product-promises';
import { Fragment, useState } from 'react';
import { formatPrice, listPrice, purchaseState, stockBadge } from '../utils/product-display';
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
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const state = purchaseState(product.status, product.stock);
  const original = promises.listPrice.show ? listPrice(product.price, promises.listPrice.multiplier) : null;
  const { rating, reviewCount, goodRate, shipping, deliveryArea, returns, dispatch } = promises;
  const ratingParts = [
    rating.show && <span key="rating">评分 {rating.text}</span>,
    reviewCount.show && <span key="reviews">{reviewCount.text} 评价</span>,
    goodRate.show && <span key="good-rate">{goodRate.text} 好评率</span>,
  ].filter(Boolean);
  const services = [returns, dispatch].filter((line) => line.show).map((line) => line.text);

  // No cart or order exists: log the intent and say so.
  const acknowledge = (action: string, message: string) => {
    console.info(action, { productId: product.id, quantity });
    setNotice(message);
  };

  return (
    <div className={styles.summary}>
      <div className={styles.badges}>
        {product.category_name && <span className={styles.category}>{product.category_name}</span>}
        <StockBadge badge={stockBadge(product.status, product.stock)} />
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
          {formatPrice(product.price)}
        </span>
        {original && (
          <s className={styles.original} aria-label={`原价 ${original}`} data-testid="product-list-price">
            {original}
          </s>
        )}
      </div>

      <dl className={styles.facts}>
        {product.model && (
          <div>
            <dt>型号</dt>
            <dd data-testid="product-model">{product.model}</dd>
          </div>
        )}
        <div>
          <dt>库存</dt>
          <dd data-testid="product-stock">{product.stock ?? 0} 件</dd>
        </div>
        {shipping.show && (
          <div>
            <dt>运费</dt>
            <dd data-testid="product-shipping">{shipping.text}</dd>
          </div>
        )}
        {deliveryArea.show && (
          <div>
            <dt>配送</dt>
            <dd data-testid="product-delivery">配送至 {deliveryArea.text}</dd>
          </div>
        )}
        {services.length > 0 && (
          <div>
            <dt>服务</dt>
            <dd data-testid="product-services">{services.join(' · ')}</dd>
          </div>
        )}
      </dl>

      <section className={styles.buy} aria-label="购买">
        {state === 'buy' && (
          <>
            <div className={styles.buyRow}>
              <span className={styles.label}>数量</span>
              <QuantitySelector value={quantity} stock={product.stock} onChange={setQuantity} />
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                onClick={() =>
                  acknowledge('立即购买', `已收到您的购买意向：${product.name} × ${quantity}，客服将尽快与您联系。`)
                }
              >
                立即购买
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => acknowledge('加入购物车', `已将 ${product.name} × ${quantity} 加入购物车。`)}
              >
                加入购物车
              </button>
            </div>
          </>
        )}
        {state === 'out-of-stock' && (
          <div className={styles.unavailable}>
            <p className={styles.outOfStock}>缺货</p>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => acknowledge('到货通知', '已为您登记到货通知，到货后我们会第一时间通知您。')}
            >
              到货通知
            </button>
          </div>
        )}
        {state === 'unavailable' && <p className={styles.unavailableText}>产品状态：{product.status}，暂时无法购买</p>}
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
      </section>
    </div>
  );
}
