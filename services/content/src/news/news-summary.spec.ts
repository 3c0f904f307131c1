import { sanitizeRichHtml } from '@site/service-kit';
import { hasVisibleContent, makeNewsSummary, plainSummary } from './news-summary';

describe('makeNewsSummary (from the content text, 150 characters, ellipsis when longer)', () => {
  it('strips the HTML and keeps a short text whole, without an ellipsis', () => {
    expect(
      makeNewsSummary('<h2>标题</h2><p>第一段<strong>加粗</strong>文字。</p><ul><li>要点一</li><li>要点二</li></ul>'),
    ).toBe('标题 第一段加粗文字。 要点一 要点二');
  });

  it('cuts the text of long Chinese content to 150 characters plus ...', () => {
    const body = '智能制造让工厂更高效。'.repeat(20); // 220 characters
    const summary = makeNewsSummary(`<p>${body}</p>`);
    expect(summary).toBe(`${body.slice(0, 150)}...`);
    expect(summary).not.toMatch(/[<>]/);
  });

  it('adds no ellipsis at exactly 150 characters of text, however much inline markup there is', () => {
    const text = '字'.repeat(150);
    const html = `<p><strong><em>${text.slice(0, 50)}</em></strong><a href="https://example.com">${text.slice(50)}</a></p>`;
    expect(makeNewsSummary(html)).toBe(text);
    // A block boundary counts as a space: two paragraphs of 75 make 151 characters of text.
    expect(makeNewsSummary(`<p>${text.slice(0, 75)}</p><p>${text.slice(75)}</p>`)).toBe(
      `${text.slice(0, 75)} ${text.slice(75, 149)}...`,
    );
  });

  it('decodes entities and leaves out scripts and styles', () => {
    expect(makeNewsSummary('<p>A &amp; B &lt;C&gt;</p><script>alert(1)</script><style>p{}</style>')).toBe('A & B <C>');
  });

  it('is empty for content without text', () => {
    expect(makeNewsSummary('<p><img src="/uploads/images/demo/news-faq.webp"></p>')).toBe('');
  });
});

describe('plainSummary', () => {
  it('keeps a written summary as plain text', () => {
    expect(plainSummary('  一段\n摘要  ')).toBe('一段 摘要');
    expect(plainSummary('a < b')).toBe('a < b');
    expect(plainSummary('<b>加粗</b>摘要<script>alert(1)</script>')).toBe('加粗摘要');
    expect(plainSummary('<img src=x onerror=alert(1)>')).toBe('');
  });
});

describe('hasVisibleContent', () => {
  it.each([
    ['text', '<p>正文</p>', true],
    ['a picture only', '<p><img src="/uploads/images/demo/news-faq.webp"></p>', true],
    ['empty paragraphs (an empty editor)', '<p></p><p><br></p>', false],
    ['whitespace', '<p> &nbsp; </p>', false],
    ['only a script, once sanitised', sanitizeRichHtml('<script>alert(1)</script>'), false],
  ])('%s → %s', (_name, html, expected) => {
    expect(hasVisibleContent(html)).toBe(expected);
  });
});
