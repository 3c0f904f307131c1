import { productInputSchema, type ProductView } from '@site/contracts';
import {
  formToPromises,
  NEW_PRODUCT_VALUES,
  productToFormValues,
  promisesToForm,
  toProductPayload,
} from './product-form';

const product: ProductView = {
  id: 7,
  name: '边缘计算网关 E1',
  category: 12,
  category_name: '边缘计算网关',
  model: 'E1-4G',
  status: '已发布',
  price: '',
  stock: 8,
  description: '<p>说明</p>',
  seo_title: '工业边缘网关 E1 4G版',
  seo_description: '',
  promises: null,
  date: '2026-03-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  image: null,
  cover_image: null,
  primary_image: null,
};

describe('product form', () => {
  it('fills the form from a product, with 价格面议 in words', () => {
    expect(productToFormValues(product)).toEqual({
      name: '边缘计算网关 E1',
      model: 'E1-4G',
      category: 12,
      status: '已发布',
      price: '价格面议',
      stock: 8,
      description: '<p>说明</p>',
      seo_title: '工业边缘网关 E1 4G版',
      seo_description: '',
      promises: promisesToForm(null),
    });
  });

  it('sends the category as an integer and a negotiable price as empty text', () => {
    const payload = toProductPayload({
      ...productToFormValues(product),
      name: '  网关  ',
      model: ' E1-4G ',
      category: '12' as unknown as number,
      seo_description: '  适用于工厂的边缘计算网关 ',
    });
    expect(payload).toEqual({
      name: '网关',
      model: 'E1-4G',
      category: 12,
      status: '已发布',
      price: '',
      stock: 8,
      description: '<p>说明</p>',
      seo_title: '工业边缘网关 E1 4G版',
      seo_description: '适用于工厂的边缘计算网关',
      promises: null,
    });
    expect(productInputSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps a price as typed, normalising the full-width yen sign', () => {
    expect(
      toProductPayload({ ...NEW_PRODUCT_VALUES, category: 1, status: '开发中', price: '￥1999', stock: 0 }).price,
    ).toBe('¥1999');
  });

  it('holds every field of the contract, the text ones empty for a new product', () => {
    expect(Object.keys(NEW_PRODUCT_VALUES).sort()).toEqual(Object.keys(productInputSchema.out.shape).sort());
    expect(NEW_PRODUCT_VALUES).toMatchObject({
      name: '',
      model: '',
      description: '',
      seo_title: '',
      seo_description: '',
    });
  });

  it('sends text the contract refuses as typed, so the server names the problem', () => {
    const model = ` ${'型'.repeat(65)} `;
    expect(toProductPayload({ ...productToFormValues(product), model }).model).toBe(model);
  });

  it('reads a product’s promises as choices: 隐藏 for a hidden line, 自定义 for any other override', () => {
    const form = promisesToForm({
      rating: { show: false },
      returns: { text: '15天无理由退货' },
      listPrice: { multiplier: 1.5 },
    });
    expect(form.rating).toEqual({ mode: 'hidden', text: '', multiplier: null });
    expect(form.returns).toEqual({ mode: 'custom', text: '15天无理由退货', multiplier: null });
    expect(form.listPrice).toEqual({ mode: 'custom', text: '', multiplier: 1.5 });
    expect(form.shipping.mode).toBe('default');
  });

  it('sends the choices as overrides the contract takes; all 沿用默认 is null', () => {
    const form = promisesToForm(null);
    expect(formToPromises(form)).toBeNull();
    const promises = formToPromises({
      ...form,
      rating: { mode: 'hidden', text: '4.9', multiplier: null },
      goodRate: { mode: 'custom', text: '  99%  ', multiplier: null },
      // 自定义 with nothing typed: shown here with the settings' text, even where the settings hide it.
      shipping: { mode: 'custom', text: ' ', multiplier: null },
      listPrice: { mode: 'custom', text: '', multiplier: 1.5 },
    });
    expect(promises).toEqual({
      rating: { show: false },
      goodRate: { show: true, text: '99%' },
      shipping: { show: true },
      listPrice: { show: true, multiplier: 1.5 },
    });
    const payload = toProductPayload({ ...productToFormValues(product), promises: promisesToForm(promises) });
    expect(productInputSchema.parse(payload).promises).toEqual(promises);
  });
});
