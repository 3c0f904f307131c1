import { UPLOAD_KEY_PATTERN, UPLOADS_PREFIX } from '@site/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (product descriptions, news content) is sanitised on write with sanitize-html and an
 * allow-list: ordinary formatting stays; scripts, event handlers, `javascript:`/`data:` URLs,
 * frames, objects, forms and styles (except a text alignment) go. Both the catalog and the
 * content service use this one function.
 */

/** Resolves relative links without a real origin; a link that leaves it points at another host. */
const BASE = 'https://site.invalid';

/**
 * Where an <img> may load from, normalised: an http(s) URL anywhere, or exactly one of our uploads
 * (`/uploads/<kind>/<key>.<ext>`, nothing more: no `..`, query or other path, so a picture can never
 * make every reader's browser call the API), but no absolute URL into `/api/` on any host (the
 * site's own, by its address, would call the API with the reader's session). Anything else is null
 * and the image is dropped. Links keep such addresses: they load only when clicked.
 */
export function normaliseImageSrc(src: string): string | null {
  const value = src.trim();
  if (value.startsWith('/') && !value.startsWith('//')) {
    return value.startsWith(UPLOADS_PREFIX) && UPLOAD_KEY_PATTERN.test(value.slice(UPLOADS_PREFIX.length))
      ? value
      : null;
  }
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  // The sanitiser cannot know every name the site answers on (its address setting, a proxy's
  // name, an IP), so an absolute URL into any /api/ goes, whatever the host.
  return isApiPath(url.pathname) ? null : url.href;
}

/** `/api` or below it, however spelt (case, percent-encoding): a picture there would call the API. */
function isApiPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: judged as written.
  }
  return /^\/+api(?:[/\\;?#]|$)/i.test(path);
}

/**
 * A link, normalised: http(s), mailto and tel as the URL parser writes them; a path on this site
 * with its dot segments resolved; a fragment as it is. Anything else is null and the href goes.
 */
export function normaliseLinkHref(href: string): string | null {
  const value = href.trim();
  if (value.startsWith('#')) return value;
  if (value.startsWith('/') && !value.startsWith('//')) {
    const url = parseUrl(value, BASE);
    return url && url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  const url = parseUrl(value);
  if (!url) return null;
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname ? url.href : null;
  return url.protocol === 'mailto:' || url.protocol === 'tel:' ? url.href : null;
}

function parseUrl(value: string, base?: string): URL | null {
  // Control characters and spaces inside a URL are how scheme filters get fooled.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
const ALIGN = [/^(?:left|right|center|justify)$/];
/** Dropped with everything inside them, not just the tags (by the sanitiser and by the text extraction). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'noembed',
  'noframes',
  'xmp',
];

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    col: ['span'],
    colgroup: ['span'],
    code: ['class'],
    pre: ['class'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    th: ['style', 'colspan', 'rowspan', 'scope'],
    td: ['style', 'colspan', 'rowspan'],
  },
  // Editors mark code blocks with language-*; no other class reaches the page.
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  // Only the text alignment an editor sets; no url(), expression(), behaviour or position tricks.
  allowedStyles: {
    p: { 'text-align': ALIGN },
    h1: { 'text-align': ALIGN },
    h2: { 'text-align': ALIGN },
    h3: { 'text-align': ALIGN },
    h4: { 'text-align': ALIGN },
    th: { 'text-align': ALIGN },
    td: { 'text-align': ALIGN },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  parseStyleAttributes: true,
  transformTags: {
    a: (tagName, attribs) => {
      const attrs: sanitizeHtml.Attributes = { ...attribs };
      if (attrs.href !== undefined) {
        const href = normaliseLinkHref(attrs.href);
        if (href === null) delete attrs.href;
        else attrs.href = href;
      }
      if (attrs.target && attrs.target !== '_blank' && attrs.target !== '_self') delete attrs.target;
      // A new tab must not get a handle on this page.
      if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer';
      else if (attrs.rel) attrs.rel = attrs.rel.replace(/[^a-z\s-]/gi, '').trim();
      return { tagName, attribs: attrs };
    },
    img: (tagName, attribs) => {
      const attrs: sanitizeHtml.Attributes = { ...attribs, src: normaliseImageSrc(attribs.src ?? '') ?? '' };
      for (const size of ['width', 'height'] as const) {
        if (attrs[size] !== undefined && !/^\d{1,4}%?$/.test(attrs[size])) delete attrs[size];
      }
      return { tagName, attribs: attrs };
    },
  },
  // An image without an acceptable source is removed altogether.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The rich-text HTML that may be stored and shown. */
export function sanitizeRichHtml(html: string): string {
  if (!html) return '';
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|tr|td|th|blockquote|pre|figcaption|caption)\s*>|<br\s*\/?>/gi;

/** The plain text of rich HTML, whitespace collapsed: for search and generated summaries. */
export function htmlToText(html: string): string {
  if (!html) return '';
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (m) => `${m} `),
    {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: DROPPED_WITH_CONTENT,
    },
  );
  return text
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The `src` of each image in `html` that has no `alt` attribute at all (`alt=""` marks an image
 * decorative and passes), in order. Read with the sanitiser's own parser.
 */
export function imagesWithoutAlt(html: string): string[] {
  const missing: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src', 'alt'] },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && frame.attribs.alt === undefined) missing.push(frame.attribs.src ?? '');
      return false;
    },
  });
  return missing;
}
