import { NEWS_FIELDS, type Publication, type RevisionSummary, type RevisionView } from '@site/contracts';
import type { PublishingConfig } from '../api/publishing';

/** News, as the lead will wire it. */
export const NEWS_PUBLISHING: PublishingConfig = {
  basePath: '/api/news',
  adminPath: '/api/admin/news',
  fields: NEWS_FIELDS,
};

export const publication = (overrides: Partial<Publication> = {}): Publication => ({
  state: 'draft',
  version: 3,
  has_changes: true,
  publish_at: null,
  unpublish_at: null,
  published_at: null,
  updated_by: '张三',
  updated_at: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

/** An admin answer as far as publishing reads it. */
export interface TestRecord {
  id: number;
  title: string;
  publication: Publication;
}

export const record = (overrides: Partial<Publication> = {}): TestRecord => ({
  id: 7,
  title: '新品发布会',
  publication: publication(overrides),
});

export const NEWS_SNAPSHOT = {
  title: '今天发布新品',
  category: 4,
  summary: '本公司新品发布会于上海举行。',
  content: '<p>本公司新品发布会于上海举行。</p><p>到场嘉宾三百余人。</p>',
  cover_image: '/uploads/cover-7.webp',
  cover_alt: '封面',
  date: '2026-11-01T00:00:00.000Z',
  seo_title: '',
  seo_description: '',
};

export const summary = (overrides: Partial<RevisionSummary> & Pick<RevisionSummary, 'id'>): RevisionSummary => ({
  action: 'save',
  version: overrides.id,
  actor_id: 1,
  actor_name: '张三',
  created_at: '2026-11-20T02:00:00.000Z',
  live: false,
  ...overrides,
});

export const revisionView = (base: RevisionSummary, fields: Record<string, unknown> = NEWS_SNAPSHOT): RevisionView => ({
  ...base,
  fields,
});
