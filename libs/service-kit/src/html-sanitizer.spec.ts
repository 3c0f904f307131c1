import { htmlToText, sanitizeRichHtml } from './html-sanitizer';

/** What must never survive, whatever the vector. */
const DANGER =
  /<script|<iframe|<frame|<object|<embed|<form|<input|<button|<svg|<math|<style|<link|<meta|<base|\son\w+\s*=|javascript:|vbscript:|data:|expression\(|url\(/i;

describe('sanitizeRichHtml: XSS vectors', () => {
  const vectors: [string, string][] = [
    ['script tag', '<p>hi<script>alert(1)</script></p>'],
    ['script tag, upper case', '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>'],
    ['script split over a nested tag', '<scr<script>ipt>alert(1)</script>'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['img onerror on an allowed source', '<img src="/uploads/images/2026/01/a.png" onerror="alert(1)">'],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
    ['svg with script', '<svg><script>alert(1)</script></svg>'],
    ['body onload', '<body onload=alert(1)>'],
    ['event handler on a kept tag', '<p onclick="alert(1)" onmouseover=alert(2)>x</p>'],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: href, mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: href with a tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['javascript: href with a newline', '<a href="java\nscript:alert(1)">x</a>'],
    [
      'javascript: href, decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    ],
    [
      'javascript: href, hex entities without semicolons',
      '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
    ],
    ['javascript: href with leading spaces', '<a href="   javascript:alert(1)">x</a>'],
    ['javascript: href with a NUL', '<a href="java\0script:alert(1)">x</a>'],
    ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: URL in href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['data: URL in img', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['javascript: in img src', '<img src="javascript:alert(1)">'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['frameset', '<frameset><frame src="javascript:alert(1)"></frameset>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['style expression', '<p style="width:expression(alert(1))">x</p>'],
    ['style url()', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['style tag', '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>'],
    ['style behaviour', '<div style="behavior:url(x.htc)">x</div>'],
    ['form with action', '<form action="https://evil.example"><input name="p"><button>go</button></form>'],
    ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base href', '<base href="javascript:alert(1)//">'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['mathml mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
    ['attribute breaking', '<a href="https://ok.example" title="x" onfocus="alert(1)" autofocus>x</a>'],
    ['protocol-relative image', '<img src="//evil.example/x.png">'],
  ];

  it.each(vectors)('%s', (_name, input) => {
    const output = sanitizeRichHtml(input);
    expect(output).not.toMatch(DANGER);
    // Idempotent: sanitising the result again changes nothing.
    expect(sanitizeRichHtml(output)).toBe(output);
  });
});

describe('sanitizeRichHtml: ordinary formatting stays', () => {
  it.each([
    '<p>段落 <strong>加粗</strong> <em>斜体</em> <u>下划线</u> <s>删除线</s></p>',
    '<h1>一</h1><h2>二</h2><h3>三</h3><h4>四</h4>',
    '<ul><li>一</li></ul><ol><li>二</li></ol>',
    '<blockquote>引用</blockquote>',
    '<pre><code class="language-ts">const a = 1;</code></pre>',
    '<table><thead><tr><th>型号</th></tr></thead><tbody><tr><td>A1</td></tr></tbody></table>',
    '<p><a href="https://example.com/docs" title="文档">文档</a></p>',
    '<p><a href="/products/3">站内链接</a></p>',
    '<p><a href="mailto:sales@example.com">邮件</a></p>',
    '<p><img src="/uploads/images/2026/01/0b6f3c9e-0000-4000-8000-000000000001.png" alt="产品图" /></p>',
    '<p><img src="https://cdn.example.com/a.jpg" alt="外链" /></p>',
    '<p style="text-align:center">居中</p>',
  ])('%s', (html) => {
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('forces rel="noopener noreferrer" on links that open a new tab, and drops unknown targets', () => {
    expect(sanitizeRichHtml('<a href="https://a.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="https://a.example" target="evil">x</a>')).toBe(
      '<a href="https://a.example/">x</a>',
    );
  });

  it('keeps the text of removed tags but not of script-like ones', () => {
    expect(sanitizeRichHtml('<font color="red">红色</font><script>alert(1)</script>')).toBe('红色');
    expect(sanitizeRichHtml('<iframe>内嵌</iframe>正文')).toBe('正文');
  });

  it('keeps only language-* classes on code, and only the text alignment in styles', () => {
    expect(sanitizeRichHtml('<code class="language-js evil">x</code>')).toBe('<code class="language-js">x</code>');
    expect(sanitizeRichHtml('<p style="color:red;text-align:right;position:fixed">x</p>')).toBe(
      '<p style="text-align:right">x</p>',
    );
  });

  it('removes images from other relative paths (no requests to our own API)', () => {
    expect(sanitizeRichHtml('<p>a<img src="/api/logout">b</p>')).toBe('<p>ab</p>');
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeRichHtml('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('keeps the words apart, decodes entities and drops scripts', () => {
    expect(htmlToText('<p>a &amp; b &lt;c&gt;</p><p>第二段<br>第三行</p><script>x</script>')).toBe(
      'a & b <c> 第二段 第三行',
    );
  });
});

describe('sanitizeRichHtml: image and link URLs', () => {
  it.each([
    '/uploads/../api/news/25',
    '/uploads/%2e%2e/api/news/25',
    '/uploads/images/2025/01/../../../api/news/25',
    '/uploads\\..\\api/news/25',
    '/uploads/images/2025/01/0f0e0d0c-0b0a-4908-8706-050403020100.png?/../../api',
    '/uploads/images/2025/01/0f0e0d0c-0b0a-4908-8706-050403020100.png#x',
    '/api/news/25',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'images/x.png',
    'ftp://example.com/x.png',
  ])('drops <img src="%s">', (src) => {
    expect(sanitizeRichHtml(`<p>x<img src="${src}"></p>`)).toBe('<p>x</p>');
  });

  // Issue 32 #5: the site's own API by an absolute URL (its address, or any name it answers on).
  it.each([
    'http://127.0.0.1:3000/api/contacts/2',
    'https://www.example.com/api/contacts/2',
    'https://www.example.com/API/contacts/2',
    'https://www.example.com//api/contacts/2',
    'https://www.example.com/%61pi/contacts/2',
    'https://www.example.com/uploads/../api/contacts/2',
    'https://www.example.com/api',
    'https://www.example.com/api?x=1',
  ])('drops <img src="%s"> (an absolute URL into /api/)', (src) => {
    expect(sanitizeRichHtml(`<p>x<img src="${src}"></p>`)).toBe('<p>x</p>');
  });

  it('keeps a link to the API: it loads only when clicked', () => {
    expect(sanitizeRichHtml('<a href="https://www.example.com/api/news/2">n</a>')).toBe(
      '<a href="https://www.example.com/api/news/2">n</a>',
    );
    expect(sanitizeRichHtml('<img src="https://cdn.example.com/apis/x.png">')).toBe(
      '<img src="https://cdn.example.com/apis/x.png" />',
    );
  });

  it('keeps our uploads as they are and normalises absolute images', () => {
    const own = '/uploads/images/2025/01/0f0e0d0c-0b0a-4908-8706-050403020100.png';
    expect(sanitizeRichHtml(`<img src="${own}">`)).toBe(`<img src="${own}" />`);
    expect(sanitizeRichHtml('<img src="/uploads/images/demo/product-1.webp">')).toBe(
      '<img src="/uploads/images/demo/product-1.webp" />',
    );
    expect(sanitizeRichHtml('<img src=" HTTPS://Example.COM/a/../b.png ">')).toBe(
      '<img src="https://example.com/b.png" />',
    );
  });

  it('normalises links and drops those that leave for another host by a trick', () => {
    expect(sanitizeRichHtml('<a href="https://Example.com/x/../y">y</a>')).toBe(
      '<a href="https://example.com/y">y</a>',
    );
    expect(sanitizeRichHtml('<a href="/news/./1">n</a>')).toBe('<a href="/news/1">n</a>');
    expect(sanitizeRichHtml('<a href="/a/../../b?q=1#h">n</a>')).toBe('<a href="/b?q=1#h">n</a>');
    expect(sanitizeRichHtml('<a href="#part">n</a>')).toBe('<a href="#part">n</a>');
    expect(sanitizeRichHtml('<a href="mailto:a@example.com">m</a>')).toBe('<a href="mailto:a@example.com">m</a>');
    expect(sanitizeRichHtml('<a href="/\\evil.example/x">e</a>')).toBe('<a>e</a>');
    expect(sanitizeRichHtml('<a href="//evil.example/x">e</a>')).toBe('<a>e</a>');
  });
});
