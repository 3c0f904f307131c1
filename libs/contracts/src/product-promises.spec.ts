import {
  DEFAULT_PRODUCT_PROMISES,
  HIDDEN_PRODUCT_PROMISES,
  mergeProductPromises,
  normalizeProductPromises,
  PRODUCT_PROMISE_LINES,
} from './product-promises';
import { productInputSchema } from './catalog';
import {
  productPromisesOf,
  productSettingsSaveSchema,
  SETTINGS_DEFAULTS,
  settingsSaveSchemas,
  toPublicSettings,
} from './settings';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('product page promises: defaults (issue 34)', () => {
  it("are the spec's fixed lines, every one shown", () => {
    expect(productPromisesOf(SETTINGS_DEFAULTS.product)).toEqual(DEFAULT_PRODUCT_PROMISES);
    expect(DEFAULT_PRODUCT_PROMISES).toMatchObject({
      rating: { text: '4.8', show: true },
      reviewCount: { text: '1.2万+', show: true },
      goodRate: { text: '98%', show: true },
      listPrice: { multiplier: 1.2, show: true },
      returns: { text: '7天无理由退货', show: true },
      dispatch: { text: '48小时内发货', show: true },
    });
    expect(productSettingsSaveSchema.safeParse(SETTINGS_DEFAULTS.product).success).toBe(true);
  });

  it('reach the public settings as lines', () => {
    const product = { ...SETTINGS_DEFAULTS.product, ratingShow: false, shippingText: '满99包邮' };
    const view = toPublicSettings(SETTINGS_DEFAULTS.general, SETTINGS_DEFAULTS.system, product);
    expect(view.productPromises.rating).toEqual({ text: '4.8', show: false });
    expect(view.productPromises.shipping).toEqual({ text: '满99包邮', show: true });
  });
});

describe('mergeProductPromises', () => {
  it('keeps the settings where the product says nothing', () => {
    expect(mergeProductPromises(DEFAULT_PRODUCT_PROMISES, null)).toEqual(DEFAULT_PRODUCT_PROMISES);
    expect(mergeProductPromises(DEFAULT_PRODUCT_PROMISES, {})).toEqual(DEFAULT_PRODUCT_PROMISES);
  });

  it('takes each part a product gives, line by line', () => {
    const merged = mergeProductPromises(DEFAULT_PRODUCT_PROMISES, {
      listPrice: { show: false },
      returns: { text: '15天无理由退货' },
      deliveryArea: { text: '全国', show: true },
    });
    expect(merged.listPrice).toEqual({ multiplier: 1.2, show: false });
    expect(merged.returns).toEqual({ text: '15天无理由退货', show: true });
    expect(merged.deliveryArea).toEqual({ text: '全国', show: true });
    expect(merged.rating).toEqual(DEFAULT_PRODUCT_PROMISES.rating);
  });

  it('lets a product show a line the settings hide, with the settings text', () => {
    const merged = mergeProductPromises(HIDDEN_PRODUCT_PROMISES, { rating: { show: true } });
    expect(merged.rating).toEqual({ text: '4.8', show: true });
    expect(merged.goodRate.show).toBe(false);
  });

  it('does not change its inputs', () => {
    const base = structuredClone(DEFAULT_PRODUCT_PROMISES);
    mergeProductPromises(base, { rating: { show: false } });
    expect(base).toEqual(DEFAULT_PRODUCT_PROMISES);
  });
});

describe('normalizeProductPromises', () => {
  it('hides every line an answer lacks or has malformed', () => {
    expect(normalizeProductPromises(undefined)).toEqual(HIDDEN_PRODUCT_PROMISES);
    const lines = normalizeProductPromises({ rating: { text: '5.0', show: true }, goodRate: { text: 98, show: true } });
    expect(lines.rating).toEqual({ text: '5.0', show: true });
    expect(lines.goodRate.show).toBe(false);
    expect(PRODUCT_PROMISE_LINES.filter((line) => lines[line].show)).toEqual(['rating']);
  });
});

describe('the 商品页 settings tab: save rules', () => {
  const save = (changes: Record<string, unknown>) =>
    settingsSaveSchemas.product.safeParse({ ...SETTINGS_DEFAULTS.product, ...changes });

  it('refuses a shown line without text, but not a hidden one', () => {
    expect(firstMessage(save({ ratingText: '  ' }))).toBe('显示评分时内容不能为空');
    expect(save({ ratingText: '', ratingShow: false }).success).toBe(true);
  });

  it('bounds the multiplier and the texts, in Chinese', () => {
    expect(firstMessage(save({ listPriceMultiplier: 0.8 }))).toBe('划线价倍数不能小于1');
    expect(firstMessage(save({ listPriceMultiplier: 11 }))).toBe('划线价倍数不能超过10');
    expect(firstMessage(save({ listPriceMultiplier: 1.234 }))).toBe('划线价倍数最多保留两位小数');
    expect(firstMessage(save({ listPriceMultiplier: '1.2' }))).toBe('划线价倍数必须是数字');
    expect(save({ listPriceMultiplier: 1.35 }).success).toBe(true);
    expect(firstMessage(save({ shippingText: '包'.repeat(51) }))).toBe('运费不能超过50个字符');
    expect(firstMessage(save({ returnsShow: 'yes' }))).toBe('是否显示退货承诺必须是 true 或 false');
    expect(save({ ratingStars: 5 }).success).toBe(false);
  });
});

describe('a product’s promises on input', () => {
  const base = { name: '网关', category: 2, status: '已发布', stock: 1 };
  const parse = (promises: unknown) => productInputSchema.safeParse({ ...base, promises });

  it('keeps given lines, drops empty ones, and reads none left as null', () => {
    expect(parse({ rating: { show: false }, goodRate: {} }).data?.promises).toEqual({ rating: { show: false } });
    expect(parse({ goodRate: {} }).data?.promises).toBeNull();
    expect(parse(null).data?.promises).toBeNull();
    expect(parse(undefined).data?.promises).toBeUndefined();
  });

  it('refuses bad lines in Chinese', () => {
    expect(firstMessage(parse({ listPrice: { multiplier: 20 } }))).toBe('划线价倍数不能超过10');
    expect(firstMessage(parse({ rating: { text: '' } }))).toBe('评分内容不能为空');
    expect(firstMessage(parse({ rating: { show: 'no' } }))).toBe('是否显示评分必须是 true 或 false');
    expect(firstMessage(parse({ stars: { show: false } }))).toMatch(/商品页承诺/);
    expect(firstMessage(parse({ rating: { colour: 'red' } }))).toMatch(/商品页承诺的评分/);
    expect(firstMessage(parse('hide all'))).toBe('商品页承诺格式不正确');
  });
});
