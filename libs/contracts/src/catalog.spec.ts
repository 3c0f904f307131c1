import {
  categorySlug,
  createCategorySchema,
  normalizePrice,
  productInputSchema,
  productListQuerySchema,
  reorderImagesSchema,
} from './catalog';
import { isOwnImageUrl } from './uploads';

describe('categorySlug (lower-case, hyphens, word and Chinese characters only)', () => {
  it.each([
    ['Smart Hardware', 'smart-hardware'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['智能硬件', '智能硬件'],
    ['PLC 模块', 'plc-模块'],
    ['RPA 流程机器人 Pro', 'rpa-流程机器人-pro'],
    ['C++ & C#', 'c--c'],
    ['IoT/边缘计算', 'iot边缘计算'],
    ['工业4.0方案', '工业40方案'],
    ['snake_case_name', 'snake_case_name'],
    ['Multiple   spaces\tand\ttabs', 'multiple-spaces-and-tabs'],
    ['-already-hyphenated-', 'already-hyphenated'],
    ['a - b', 'a---b'],
    ['常见问题（FAQ）', '常见问题faq'],
    ['新闻！公告？', '新闻公告'],
    ['ÉCOLE', 'cole'],
    // Nothing left: fall back to the name itself.
    ['!!!', '!!!'],
    ['—', '—'],
  ])('%j → %j', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });
});

describe('price', () => {
  it.each([
    ['¥1999', '¥1999'],
    ['¥1999.00', '¥1999.00'],
    ['¥ 1999.5', '¥ 1999.5'],
    ['￥2999', '¥2999'],
    ['$12.99', '$12.99'],
    ['€5', '€5'],
    ['£0.5', '£0.5'],
    ['1999', '1999'],
    ['¥1,999.00', '¥1,999.00'],
    ['  ¥88  ', '¥88'],
    ['', ''],
    ['价格面议', ''],
    ['面议', ''],
  ])('accepts %j as %j', (input, stored) => {
    expect(normalizePrice(input)).toBe(stored);
  });

  it.each([
    'abc',
    '¥',
    '¥-5',
    '-5',
    '¥1999.999',
    '¥1.2.3',
    '¥19 99',
    '¥¥5',
    'USD 5',
    '¥1,99',
    '5元',
    '1e5',
    '¥' + '9'.repeat(40),
  ])('refuses %j', (input) => {
    expect(normalizePrice(input)).toBeNull();
  });

  const base = { name: '产品', category: 1, status: '已发布', stock: 1 };
  it('reads a number as its text and null as negotiable, and leaves an absent price absent', () => {
    expect(productInputSchema.parse({ ...base, price: 1999 }).price).toBe('1999');
    expect(productInputSchema.parse({ ...base, price: null }).price).toBe('');
    expect(productInputSchema.parse({ ...base }).price).toBeUndefined();
  });

  it('names the field when the price is wrong', () => {
    const result = productInputSchema.safeParse({ ...base, price: '很贵' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toMatch(/^价格格式不正确/);
  });
});

describe('product input', () => {
  const parse = (body: unknown) => productInputSchema.safeParse(body);
  const message = (body: unknown) => {
    const result = parse(body);
    return result.success ? null : result.error.issues[0].message;
  };
  const valid = {
    name: ' 工业控制器 ',
    category: 3,
    status: '已发布',
    price: '¥1999',
    stock: 5,
    description: '<p>x</p>',
  };

  it('trims the name and keeps the rest; no 型号 is an empty one', () => {
    expect(parse(valid).data).toEqual({ ...valid, name: '工业控制器', model: '' });
  });

  it('trims 型号 and refuses one over 64 characters', () => {
    expect(parse({ ...valid, model: ' ZH-PLC-200 ' }).data?.model).toBe('ZH-PLC-200');
    expect(parse({ ...valid, model: null }).data?.model).toBe('');
    expect(message({ ...valid, model: 'x'.repeat(65) })).toBe('型号不能超过64个字符');
  });

  it('trims the SEO fields, null as none, absent left out (kept on edit), and refuses them past 60 / 160', () => {
    const seo = parse({ ...valid, seo_title: ' 标题 ', seo_description: null }).data;
    expect(seo).toMatchObject({ seo_title: '标题', seo_description: '' });
    expect(parse(valid).data?.seo_title).toBeUndefined();
    expect(parse({ ...valid, seo_title: '题'.repeat(60), seo_description: '述'.repeat(160) }).success).toBe(true);
    expect(message({ ...valid, seo_title: '题'.repeat(61) })).toBe('SEO标题不能超过60个字符');
    expect(message({ ...valid, seo_description: '述'.repeat(161) })).toBe('SEO描述不能超过160个字符');
    expect(message({ ...valid, seo_title: 1 })).toBe('SEO标题必须是文字');
  });

  it('accepts title for name, numeric strings for category and stock, English status words', () => {
    const { name: _n, ...rest } = valid;
    expect(parse({ ...rest, title: '标题', category: '3', stock: '0', status: 'published' }).data).toMatchObject({
      name: '标题',
      category: 3,
      stock: 0,
      status: '已发布',
    });
  });

  it.each([
    [{ ...valid, name: '   ' }, '产品名称不能为空'],
    [{ ...valid, name: undefined }, '产品名称不能为空'],
    [{ ...valid, category: undefined }, '请选择产品分类'],
    [{ ...valid, category: '' }, '请选择产品分类'],
    [{ ...valid, category: 0 }, '请选择产品分类'],
    [{ ...valid, category: 1.5 }, '请选择产品分类'],
    [{ ...valid, category: 'abc' }, '请选择产品分类'],
    [{ ...valid, status: undefined }, '请选择产品状态'],
    [{ ...valid, status: '' }, '请选择产品状态'],
    [{ ...valid, status: '热卖' }, '产品状态必须是开发中、测试中、已发布或已停产'],
    [{ ...valid, stock: undefined }, '库存不能为空'],
    [{ ...valid, stock: -1 }, '库存必须是不小于0的整数'],
    [{ ...valid, stock: 1.5 }, '库存必须是不小于0的整数'],
  ])('refuses %j with %j', (body, expected) => {
    expect(message(body)).toBe(expected);
  });
});

describe('category input', () => {
  it('reads parent_id null, 0, "0" and "" as top level', () => {
    for (const parent_id of [null, 0, '0', '']) {
      expect(createCategorySchema.parse({ name: 'a', type: 'news', parent_id }).parent_id).toBeNull();
    }
    expect(createCategorySchema.parse({ name: 'a', type: 'news', parent_id: '7' }).parent_id).toBe(7);
    expect(createCategorySchema.parse({ name: 'a', type: 'news' }).slug).toBe('');
  });

  it('refuses a blank name, with 分类名称不能为空', () => {
    const result = createCategorySchema.safeParse({ name: '  ', type: 'news' });
    expect(result.error!.issues[0].message).toBe('分类名称不能为空');
  });

  it('refuses an unknown type', () => {
    expect(createCategorySchema.safeParse({ name: 'a', type: 'blog' }).error!.issues[0].message).toContain('分类类型');
  });
});

describe('image URLs', () => {
  it.each([
    ['/uploads/images/2026/01/0b6f3c9e-1234-4000-8000-000000000001.png', true],
    ['/uploads/images/2026/11/0b6f3c9e-1234-4000-8000-000000000001.webp', true],
    ['/uploads/images/demo/plc-front.webp', true],
    ['/uploads/qrcodes/2026/01/0b6f3c9e-1234-4000-8000-000000000001.png', false],
    ['/uploads/images/2026/01/../../../etc/passwd', false],
    ['/uploads/images/2026/01/0b6f3c9e-1234-4000-8000-000000000001.svg', false],
    ['https://evil.example/uploads/images/2026/01/0b6f3c9e-1234-4000-8000-000000000001.png', false],
    ['/uploads/images/demo/../x.webp', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (url, own) => {
    expect(isOwnImageUrl(url)).toBe(own);
  });
});

describe('list query and reorder', () => {
  it('reads query strings', () => {
    expect(productListQuerySchema.parse({ category: '4', page: '2', limit: '12', search: ' 控制器 ' })).toEqual({
      category: 4,
      page: 2,
      limit: 12,
      search: '控制器',
    });
    expect(productListQuerySchema.parse({ category: 'all', search: '  ' })).toEqual({});
    expect(productListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  });

  it('refuses duplicate ids and an empty list', () => {
    expect(reorderImagesSchema.safeParse({ images: [] }).success).toBe(false);
    expect(
      reorderImagesSchema.safeParse({
        images: [
          { id: 1, image_order: 0 },
          { id: 1, image_order: 1 },
        ],
      }).error!.issues[0].message,
    ).toBe('图片列表中有重复的图片ID');
  });
});
