import { newsInputSchema, type NewsView } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';
import {
  contentProblem,
  COVER_MAX_BYTES,
  coverFileProblem,
  generatedSummary,
  htmlText,
  NEW_NEWS_VALUES,
  newsToFormValues,
  saveFailedMessage,
  toNewsPayload,
} from './news-form';

const news: NewsView = {
  id: 3,
  title: '新品发布',
  author: '张编辑',
  user_id: 2,
  category: 8,
  category_id: 8,
  category_name: '公司新闻',
  cover_image: '/uploads/images/demo/news-faq.webp',
  cover_alt: '常见问题',
  summary: '摘要',
  date: '2026-01-02T00:00:00.000Z',
  views: 5,
  created_at: '2026-01-02T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  content: '<p>正文</p>',
  seo_title: '新品发布会',
  seo_description: '',
};

describe('news form values', () => {
  it('fills the form from an article and sends the fields the API reads', () => {
    const values = newsToFormValues(news);
    expect(values).toEqual({
      title: '新品发布',
      category: 8,
      content: '<p>正文</p>',
      summary: '摘要',
      cover_image: '/uploads/images/demo/news-faq.webp',
      cover_alt: '常见问题',
      cover_decorative: false,
      seo_title: '新品发布会',
      seo_description: '',
    });
    const payload = toNewsPayload({ ...values, title: '  新标题 ', summary: '   ', seo_description: ' 今年的新品 ' });
    expect(payload).toEqual({
      title: '新标题',
      category: 8,
      content: '<p>正文</p>',
      summary: '',
      cover_image: '/uploads/images/demo/news-faq.webp',
      cover_alt: '常见问题',
      seo_title: '新品发布会',
      seo_description: '今年的新品',
    });
    // What the form sends passes the server's own schema.
    expect(newsInputSchema.safeParse(payload).success).toBe(true);
  });

  it('shows a generated summary as an empty field, so it follows the edited content', () => {
    const content = `<p>${'长'.repeat(160)}</p>`;
    const generated = `${'长'.repeat(150)}...`;
    expect(newsToFormValues({ ...news, content, summary: generated }).summary).toBe('');
    expect(newsToFormValues({ ...news, content: '<p>短文</p>', summary: '短文' }).summary).toBe('');
    expect(newsToFormValues({ ...news, content, summary: '自己写的' }).summary).toBe('自己写的');
  });

  it('starts empty for a new article, with no cover', () => {
    const payload = toNewsPayload({ ...NEW_NEWS_VALUES, category: 2 });
    expect(payload.cover_image).toBeNull();
    expect(payload.cover_alt).toBeNull();
  });

  it("sends the cover’s alt text trimmed, '' when decorative, null when left empty or without a cover", () => {
    const values = newsToFormValues(news);
    expect(toNewsPayload({ ...values, cover_alt: ' 展台 ' }).cover_alt).toBe('展台');
    expect(toNewsPayload({ ...values, cover_decorative: true }).cover_alt).toBe('');
    expect(toNewsPayload({ ...values, cover_alt: '  ' }).cover_alt).toBeNull();
    expect(toNewsPayload({ ...values, cover_image: null, cover_decorative: true }).cover_alt).toBeNull();
  });

  it('loads a decorative cover checked, and an article without alt text with an empty field', () => {
    expect(newsToFormValues({ ...news, cover_alt: '' })).toMatchObject({ cover_alt: '', cover_decorative: true });
    expect(newsToFormValues({ ...news, cover_alt: null })).toMatchObject({ cover_alt: '', cover_decorative: false });
    expect(newsToFormValues({ ...news, cover_image: null, cover_alt: null }).cover_decorative).toBe(false);
  });
});

describe('cover file checks', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes JPG, JPEG, PNG and GIF', () => {
    for (const f of [
      file('a.jpg', 'image/jpeg'),
      file('a.jpeg', 'image/jpeg'),
      file('a.PNG', 'image/png'),
      file('a.gif', 'image/gif'),
      file('no-type.jpeg', ''),
    ]) {
      expect(coverFileProblem(f)).toBeNull();
    }
  });

  it('refuses other types first, then files over 5 MB', () => {
    for (const f of [
      file('a.webp', 'image/webp'),
      file('a.svg', 'image/svg+xml'),
      file('a.bmp', 'image/bmp'),
      file('a.png.exe', ''),
      file('a.pdf', 'application/pdf'),
    ]) {
      expect(coverFileProblem(f)).toBe('只支持 JPG、PNG、GIF 格式的图片');
    }
    expect(coverFileProblem(file('big.webp', 'image/webp', COVER_MAX_BYTES + 1))).toBe(
      '只支持 JPG、PNG、GIF 格式的图片',
    );
    expect(coverFileProblem(file('big.png', 'image/png', COVER_MAX_BYTES + 1))).toBe('图片文件大小不能超过5MB');
    expect(coverFileProblem(file('edge.png', 'image/png', COVER_MAX_BYTES))).toBeNull();
  });
});

describe('content text and the generated summary', () => {
  it('reads the text of the HTML with block ends as spaces', () => {
    expect(htmlText('<h2>标题</h2><p>第一段<strong>加粗</strong></p><ul><li>一</li><li>二</li></ul>')).toBe(
      '标题 第一段加粗 一 二',
    );
    expect(htmlText('<p>a &amp; b &lt;c&gt;</p>')).toBe('a & b <c>');
    expect(htmlText('')).toBe('');
  });

  it('calls content without text or picture empty', () => {
    expect(contentProblem('')).toBe('内容不能为空');
    expect(contentProblem('<p>   </p><p><br></p>')).toBe('内容不能为空');
    expect(contentProblem(undefined)).toBe('内容不能为空');
    expect(contentProblem('<p>有字</p>')).toBeNull();
    expect(contentProblem('<img src="/uploads/images/a.png">')).toBeNull();
  });

  it('previews the first 150 characters, with ... when longer, only while the summary is empty', () => {
    const long = '字'.repeat(200);
    expect(generatedSummary('', `<p>${long}</p>`)).toBe(`${'字'.repeat(150)}...`);
    expect(generatedSummary('  ', '<p>短文</p>')).toBe('短文');
    expect(generatedSummary('自己写的摘要', `<p>${long}</p>`)).toBeNull();
  });
});

describe('save failure text', () => {
  it("says 保存失败: and the server's reason", () => {
    expect(saveFailedMessage(new ApiError(400, '请选择分类'))).toBe('保存失败: 请选择分类');
    expect(saveFailedMessage(new TypeError('Failed to fetch'))).toBe('保存失败: 网络连接失败，请检查网络后重试');
    expect(saveFailedMessage(new ApiError(500, undefined))).toBe('保存失败: 请求失败（500）');
  });
});
