import i18next from 'i18next';
import { createI18n } from '../../../lib/i18n/i18n';
import enMessages from '../../../locales/en.json';
import { LOW_STOCK_THRESHOLD, PRODUCT_STATUSES } from '@site/contracts';
import {
  LOW_STOCK_LIMIT,
  PUBLISHED,
  cardImage,
  clampQuantity,
  formatPrice,
  listPrice,
  priceLabel,
  purchaseState,
  stockBadge,
} from './product-display';

const { t } = i18next;

describe('constants', () => {
  it('agree with the contracts', () => {
    expect(LOW_STOCK_LIMIT).toBe(LOW_STOCK_THRESHOLD);
    expect(PRODUCT_STATUSES).toContain(PUBLISHED);
  });
});

describe('stockBadge', () => {
  it('shows the status in grey unless published', () => {
    expect(stockBadge('开发中', 100, t)).toEqual({ label: '开发中', tone: 'muted' });
    expect(stockBadge('测试中', 0, t)).toEqual({ label: '测试中', tone: 'muted' });
    expect(stockBadge('已停产', 5, t)).toEqual({ label: '已停产', tone: 'muted' });
  });

  it('grades published products by stock', () => {
    expect(stockBadge('已发布', 0, t)).toEqual({ label: '缺货', tone: 'danger' });
    expect(stockBadge('已发布', 1, t)).toEqual({ label: '库存紧张', tone: 'warning' });
    expect(stockBadge('已发布', 10, t)).toEqual({ label: '库存紧张', tone: 'warning' });
    expect(stockBadge('已发布', 11, t)).toEqual({ label: '有货', tone: 'success' });
    expect(stockBadge('published', 50, t)).toEqual({ label: '有货', tone: 'success' });
    expect(stockBadge('已发布', null, t)).toEqual({ label: '缺货', tone: 'danger' });
  });
});

describe('formatPrice', () => {
  it('puts a yen sign in front of a bare number and keeps a given sign', () => {
    expect(formatPrice('1999')).toBe('¥1999');
    expect(formatPrice('¥1999')).toBe('¥1999');
    expect(formatPrice('￥88.5')).toBe('¥88.5');
    expect(formatPrice('$12')).toBe('$12');
  });

  it('says 价格面议 when there is no price', () => {
    expect(formatPrice('')).toBe('价格面议');
    expect(formatPrice('  ')).toBe('价格面议');
    expect(formatPrice(null)).toBe('价格面议');
    expect(formatPrice(undefined)).toBe('价格面议');
  });
});

describe('priceLabel', () => {
  it('words 价格面议 in the page’s language and keeps a price as it is', () => {
    const en = createI18n('en', enMessages);
    expect(priceLabel('', t)).toBe('价格面议');
    expect(priceLabel(null, en.t)).toBe('Price on request');
    expect(priceLabel('1999', en.t)).toBe('¥1999');
  });
});

describe('listPrice', () => {
  it('is the price times the multiplier (1.2 by default), in cents', () => {
    expect(listPrice('¥1999', 1.2)).toBe('¥2398.80');
    expect(listPrice('¥100', 1.2)).toBe('¥120');
    expect(listPrice('¥1,000', 1.2)).toBe('¥1200');
    expect(listPrice('500', 1.2)).toBe('¥600');
    expect(listPrice('¥1999', 1.35)).toBe('¥2698.65');
    expect(listPrice('$10.10', 1.1)).toBe('$11.11');
    expect(listPrice('¥88', 1)).toBe('¥88');
  });

  it('is absent for a negotiable price', () => {
    expect(listPrice('', 1.2)).toBeNull();
    expect(listPrice('¥0', 1.2)).toBeNull();
  });
});

describe('clampQuantity', () => {
  it('keeps integers from 1 to the stock', () => {
    expect(clampQuantity('1', 5)).toBe(1);
    expect(clampQuantity('5', 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(' 4 ', 5)).toBe(4);
  });

  it('turns anything else into 1', () => {
    for (const value of ['', '0', '-2', '2.5', 'abc', '6', '1e2', 99]) expect(clampQuantity(value, 5)).toBe(1);
  });
});

describe('purchaseState', () => {
  it('sells only published products with stock', () => {
    expect(purchaseState('已发布', 3)).toBe('buy');
    expect(purchaseState('已发布', 0)).toBe('out-of-stock');
    expect(purchaseState('测试中', 30)).toBe('unavailable');
  });
});

describe('cardImage', () => {
  it('prefers primary, then cover, then the first image', () => {
    expect(cardImage({ primary_image: '/a', cover_image: '/b', image: '/c' })).toBe('/a');
    expect(cardImage({ primary_image: null, cover_image: '/b', image: '/c' })).toBe('/b');
    expect(cardImage({ primary_image: null, cover_image: null, image: '/c' })).toBe('/c');
    expect(cardImage({})).toBeNull();
  });
});
