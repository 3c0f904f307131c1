import { z } from 'zod';
import { translationsViewSchema } from './locale-query';
import { MEDIA_LIMITS } from './media';
import { publicationSchema, type RecordFields } from './publishing';
import { SITE_LINK_MESSAGE, isSiteLink } from './site-links';
import { idField, text } from './text';
import { isOwnImageUrl } from './uploads';

/**
 * The site pages staff edit (issue 34): each an ordered list of typed sections. Every section type
 * is declared here once (its schema, its version, its upgrades); the content service validates
 * saves with it, the admin builds its forms from it and the public renderer reads its shape.
 */

export const PAGE_KEYS = ['home', 'about', 'technology'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const PAGE_LABELS: Record<PageKey, string> = { home: '首页', about: '关于我们', technology: '核心技术' };
export const pageKeySchema = z.enum(PAGE_KEYS, { message: '页面不存在' });

export const MAX_SECTIONS = 30;

/** The icons the public site draws (web/src/components/ui/icons.tsx draws each). */
export const SECTION_ICONS = [
  'flow',
  'chip',
  'cloud',
  'chart',
  'eye',
  'shield',
  'signal',
  'spark',
  'team',
  'leaf',
  'star',
] as const;
export type SectionIcon = (typeof SECTION_ICONS)[number];

const link = (label: string) =>
  text(label, `${label}不能为空`)
    .trim()
    .min(1, `${label}不能为空`)
    .max(500, `${label}过长`)
    .refine(isSiteLink, {
      message: `${label}：${SITE_LINK_MESSAGE}`,
    });

/**
 * The words of the section types: the schemas of their text fields, each marked where it is declared
 * (`field`, a picture's alt text). Another language's version of a page holds these and nothing else
 * (page-translations.ts): a new type's texts are translated because they are `field`s.
 */
export const SECTION_TEXTS = new WeakMap<z.ZodType, SectionTextKind>();
/** How a text field is named in the editors, and whether it is rich text (HTML, edited as such). */
export interface SectionTextKind {
  label: string;
  rich: boolean;
}
function words<T extends z.ZodType>(schema: T, label: string, rich = false): T {
  SECTION_TEXTS.set(schema, { label, rich });
  return schema;
}

/** A text field of a section: trimmed, up to `max` characters; optional ones may be empty. */
const field = (label: string, max: number, required = false, rich = false) => {
  const base = text(label, `${label}必须是文字`).trim().max(max, `${label}不能超过${max}个字符`);
  return words(required ? base.min(1, `${label}不能为空`) : base.default(''), label, rich);
};
/** Rich text (HTML), sanitised like news. */
const richField = (label: string, max: number, required = false) => field(label, max, required, true);

const buttonSchema = z.object({
  label: field('按钮文字', 20, true),
  href: link('按钮链接'),
  style: z.enum(['primary', 'secondary'], { message: '按钮样式只能是 primary 或 secondary' }).default('primary'),
});
export type SectionButton = z.infer<typeof buttonSchema>;
const buttons = (max: number, min = 0) => {
  const list = z
    .array(buttonSchema, { message: min > 0 ? `至少需要${min}个按钮` : '按钮必须是列表' })
    .min(min, `至少需要${min}个按钮`)
    .max(max, `按钮最多${max}个`);
  // A default would stand in for a missing list without checking its length.
  return min > 0 ? list : list.default([]);
};

/** A picture from the media library; `alt` '' marks it decorative, and is checked against the library on save. */
const pictureSchema = z
  .object({
    url: text('图片地址')
      .trim()
      .max(500, '图片地址过长')
      .refine(isOwnImageUrl, '图片必须是本站上传的图片（/uploads/images/…），请从媒体库选择'),
    alt: words(
      text('替代文本')
        .trim()
        .max(MEDIA_LIMITS.altText, `替代文本不能超过${MEDIA_LIMITS.altText}个字符`)
        .nullable()
        .default(null),
      '替代文本',
    ),
  })
  .nullable()
  .default(null);
export type SectionPicture = z.infer<typeof pictureSchema>;

/** What every section but the hero and the call to action starts with. */
const heading = {
  title: field('区块标题', 40),
  intro: field('区块导语', 200),
  tone: z.enum(['plain', 'soft'], { message: '区块底色只能是 plain 或 soft' }).default('plain'),
};

const items = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z.array(item, { message: '条目必须是列表' }).min(min, `至少需要${min}项`).max(max, `最多${max}项`);

/**
 * The section types. Each has a version; a change to a type's fields raises it and adds the
 * step from the previous version to `upgrades`, so stored pages are read in the new shape.
 */
export const SECTION_TYPES = {
  hero: {
    label: '首屏横幅',
    version: 1,
    schema: z.object({
      size: z.enum(['large', 'compact'], { message: '横幅尺寸只能是 large 或 compact' }).default('large'),
      eyebrow: field('眉标', 30),
      title: field('横幅标题', 60, true),
      text: field('横幅文字', 300),
      buttons: buttons(2),
      picture: pictureSchema,
    }),
  },
  stats: {
    label: '数据',
    version: 1,
    schema: z.object({
      ...heading,
      /** Beside the figures, as the about page's story. Sanitised like news. */
      html: richField('正文', 20_000),
      items: items(
        z.object({ value: field('数值', 12, true), unit: field('单位', 10), label: field('说明', 20, true) }),
        2,
        6,
      ),
      buttons: buttons(2),
    }),
  },
  cards: {
    label: '卡片',
    version: 1,
    schema: z.object({
      ...heading,
      items: items(
        z.object({
          icon: z.enum(SECTION_ICONS, { message: '图标不存在' }).nullable().default(null),
          picture: pictureSchema,
          title: field('卡片标题', 30, true),
          text: field('卡片文字', 120),
          href: link('卡片链接').nullable().default(null),
        }),
        2,
        12,
      ),
      buttons: buttons(2),
    }),
  },
  richText: {
    label: '图文',
    version: 1,
    schema: z.object({ ...heading, html: richField('正文', 20_000, true), buttons: buttons(2) }),
  },
  timeline: {
    label: '时间线',
    version: 1,
    schema: z.object({
      ...heading,
      items: items(
        z.object({ period: field('时间', 20, true), title: field('标题', 30, true), text: field('说明', 200) }),
        1,
        12,
      ),
      buttons: buttons(2),
    }),
  },
  figures: {
    label: '参数表',
    version: 1,
    schema: z.object({
      ...heading,
      items: items(
        z.object({ figure: field('参数', 12, true), badge: field('标签', 20), text: field('说明', 200) }),
        1,
        12,
      ),
      buttons: buttons(2),
    }),
  },
  cta: {
    label: '行动号召',
    version: 1,
    schema: z.object({ title: field('标题', 40, true), text: field('文字', 200), buttons: buttons(2, 1) }),
  },
  strip: {
    label: '产品或新闻列表',
    version: 1,
    schema: z.object({
      ...heading,
      source: z.enum(['products', 'news'], { message: '列表来源只能是 products 或 news' }),
      count: z.number({ message: '条数必须是 1–12 的整数' }).int('条数必须是整数').min(1).max(12).default(3),
      category: idField('分类不正确').nullable().default(null),
      buttons: buttons(2),
    }),
  },
} as const satisfies Record<string, { label: string; version: number; schema: z.ZodObject }>;

export type SectionType = keyof typeof SECTION_TYPES;
export const SECTION_TYPE_NAMES = Object.keys(SECTION_TYPES) as SectionType[];
export type SectionData<T extends SectionType = SectionType> = z.infer<(typeof SECTION_TYPES)[T]['schema']>;

/**
 * Steps from one version of a type to the next: `upgrades[type][n]` turns version n into n + 1.
 * None yet: every type is at version 1.
 */
export const SECTION_UPGRADES: Partial<
  Record<SectionType, Record<number, (data: Record<string, unknown>) => unknown>>
> = {};

/** A stored section in its type's current shape (older versions go through the upgrades). */
export function upgradeSection(
  section: { type: SectionType; version: number; data: Record<string, unknown> },
  upgrades = SECTION_UPGRADES,
  current: (type: SectionType) => number = (type) => SECTION_TYPES[type].version,
): { version: number; data: Record<string, unknown> } {
  let { version, data } = section;
  while (version < current(section.type)) {
    const step = upgrades[section.type]?.[version];
    if (!step) throw new Error(`no upgrade of section type ${section.type} from version ${version}`);
    data = step(data) as Record<string, unknown>;
    version++;
  }
  return { version, data };
}

const SECTION_KEY = /^[a-z][a-z0-9-]{0,39}$/;

const sectionEnvelope = z.object({
  /** Stable within the page: the section's anchor (`#capabilities`) and its identity across edits. */
  key: text('区块标识').trim().regex(SECTION_KEY, '区块标识只能由小写字母、数字和短横线组成，以字母开头，最多40个字符'),
  type: z.enum(SECTION_TYPE_NAMES as [SectionType, ...SectionType[]], { message: '区块类型不存在' }),
  hidden: z.boolean({ message: '是否隐藏必须是 true 或 false' }).default(false),
  /** Locked by an admin: editors change its words only (not its place, visibility, items or pictures). */
  locked: z.boolean({ message: '是否锁定必须是 true 或 false' }).default(false),
  data: z.record(z.string(), z.unknown(), { message: '区块内容必须是对象' }),
});

export type PageSection<T extends SectionType = SectionType> = {
  key: string;
  type: T;
  hidden: boolean;
  locked: boolean;
  version: number;
  data: SectionData<T>;
};

/**
 * Where a refusal is, in words: "第 2 个区块（卡片「核心能力」）第 3 项：". `section` as sent or as
 * parsed; `detail` names a part of it ("第 3 项").
 */
export function sectionPlace(index: number, section: unknown, detail = ''): string {
  const raw = section as { type?: string; data?: { title?: unknown } } | undefined;
  const type = raw?.type && raw.type in SECTION_TYPES ? SECTION_TYPES[raw.type as SectionType].label : '区块';
  const title = typeof raw?.data?.title === 'string' && raw.data.title.trim() ? `「${raw.data.title.trim()}」` : '';
  return `第 ${index + 1} 个区块（${type}${title}）${detail}：`;
}

/** The place of a parse issue's path (`sections.1.data.items.2.title`). */
function placeOf(path: PropertyKey[], sections: unknown[]): string {
  if (path[0] !== 'sections' || typeof path[1] !== 'number') return '';
  const item = path[3] === 'items' && typeof path[4] === 'number' ? `第 ${path[4] + 1} 项` : '';
  const button = path[3] === 'buttons' && typeof path[4] === 'number' ? `第 ${path[4] + 1} 个按钮` : '';
  return sectionPlace(path[1], sections[path[1]], `${item}${button}`);
}

export type PageParse = { ok: true; sections: PageSection[] } | { ok: false; message: string };

/**
 * A page as saved: every section's envelope and its type's fields, each refusal one Chinese
 * sentence naming the section and the field. Keys are unique; unknown fields are refused.
 */
export function parsePageSections(body: unknown): PageParse {
  const envelope = z
    .object({
      sections: z
        .array(sectionEnvelope, { message: '区块必须是列表' })
        .max(MAX_SECTIONS, `一个页面最多${MAX_SECTIONS}个区块`),
    })
    .safeParse(body);
  const raw = (body as { sections?: unknown[] } | null)?.sections ?? [];
  const fail = (path: PropertyKey[], message: string): PageParse => ({
    ok: false,
    message: `${placeOf(path, Array.isArray(raw) ? raw : [])}${message}`,
  });
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    return fail(issue.path, /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : '区块格式不正确');
  }
  const seen = new Set<string>();
  const sections: PageSection[] = [];
  for (const [index, section] of envelope.data.sections.entries()) {
    if (seen.has(section.key)) return fail(['sections', index, 'key'], `区块标识「${section.key}」重复`);
    seen.add(section.key);
    const parsed = SECTION_TYPES[section.type].schema.strict().safeParse(section.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message =
        issue.code === 'unrecognized_keys'
          ? `不支持的字段：${issue.keys.join(', ')}`
          : /[\u4e00-\u9fff]/.test(issue.message)
            ? issue.message
            : `${issue.path.join('.')} 格式不正确`;
      return fail(['sections', index, 'data', ...issue.path], message);
    }
    sections.push({
      key: section.key,
      type: section.type,
      hidden: section.hidden,
      locked: section.locked,
      version: SECTION_TYPES[section.type].version,
      data: parsed.data,
    });
  }
  return { ok: true, sections };
}

/** A page as answered: the published sections (hidden ones left out of the public answer). */
export const pageViewSchema = z.object({
  key: pageKeySchema,
  title: z.string(),
  sections: z.array(
    z.object({
      key: z.string(),
      type: z.enum(SECTION_TYPE_NAMES as [SectionType, ...SectionType[]]),
      hidden: z.boolean(),
      locked: z.boolean(),
      version: z.number(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type PageView = Omit<z.infer<typeof pageViewSchema>, 'sections'> & { sections: PageSection[] };

/**
 * A page's fields, as its draft and every revision keep them: its sections (each checked against its
 * type when saved). Pages publish like news (docs/publishing.md); their row is made on first use.
 */
export type PageFields = { sections: PageSection[] };

/** History and compare: a page's sections, compared section by section by their words. */
export const PAGE_FIELDS: RecordFields<keyof PageFields> = { sections: { label: '页面区块', kind: 'sections' } };

/** The editor's page: the working copy (the draft, else what is live) with where it stands. */
export const pageAdminViewSchema = pageViewSchema.extend({ id: z.number(), publication: publicationSchema });
export type PageAdminView = PageView & Omit<z.infer<typeof pageAdminViewSchema>, 'sections'>;

export const pageSummarySchema = z.object({
  key: pageKeySchema,
  id: z.number(),
  title: z.string(),
  sections: z.number(),
  publication: publicationSchema,
  /** Where each translated language's version stands (null: none). */
  translations: translationsViewSchema(publicationSchema),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** Where each page is on the public site. */
export const PAGE_PATHS: Record<PageKey, string> = { home: '/', about: '/about', technology: '/technology' };

/** One entry of a product or news strip, as the public page shows it. */
export const stripEntrySchema = z.object({
  href: z.string(),
  title: z.string(),
  text: z.string(),
  picture: z.string().nullable(),
  /** '' when decorative or unknown. */
  pictureAlt: z.string(),
  /** A product's price as shown (¥199, 价格面议) or an article's date. */
  meta: z.string(),
});
export type StripEntry = z.infer<typeof stripEntrySchema>;

/**
 * `GET /api/pages/{key}`: the visible sections, and each strip's entries under its section's key,
 * so a page is fetched whole in one read.
 */
export const publicPageSchema = pageViewSchema.extend({
  strips: z.record(z.string(), z.array(stripEntrySchema)),
});
export type PublicPageView = PageView & { strips: Record<string, StripEntry[]> };

/** How long a preview link of an unsaved draft works. */
export const PAGE_PREVIEW_TTL_MS = 60 * 60 * 1000;

/** `POST /api/admin/pages/{key}/preview`: where the draft is shown, until when. */
export const pagePreviewLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type PagePreviewLink = z.infer<typeof pagePreviewLinkSchema>;
