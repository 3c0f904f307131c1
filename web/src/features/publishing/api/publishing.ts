import { queryOptions } from '@tanstack/react-query';
import type {
  Publication,
  PreviewLinkView,
  RecordFields,
  RevisionList,
  RevisionSummary,
  RevisionView,
  ScheduleInput,
} from '@site/contracts';
import { api } from '../../../lib/api-client';

/** A record type with publishing, as the web side addresses it (news now; products and pages next). */
export interface PublishingConfig {
  /** Writes and publishing calls: `/api/news` (then `/{id}/publish`, `/{id}/revisions` …). */
  basePath: string;
  /**
   * Admin reads: `/api/admin/news` (list) and `/api/admin/news/{id}` (working copy and publication). Absent
   * when the admin answer is read by something else than the id (a site page by its key): the page then
   * keeps its query up to date from `onChanged`.
   */
  adminPath?: string;
  /** The record's fields for history and compare (`NEWS_FIELDS`). */
  fields: RecordFields<string>;
}

/** Any admin answer of a record with publishing. */
export interface PublishedRecord {
  id: number;
  publication: Publication;
}

export interface RestoreAnswer<R extends PublishedRecord = PublishedRecord> {
  record: R;
  /** Chinese descriptions of what the revision named but no longer exists (pictures, categories). */
  dropped: string[];
}

/** The times of a schedule, ISO with offset; `unpublish_at` null: no take-down. */
export type ScheduleBody = Pick<ScheduleInput, 'publish_at' | 'unpublish_at'>;

/** Every publishing query of one record starts with this key; writes invalidate it. */
export const publishingKey = (config: Pick<PublishingConfig, 'basePath'>, id: number) =>
  ['publishing', config.basePath, id] as const;

const recordPath = (config: Pick<PublishingConfig, 'basePath'>, id: number) => `${config.basePath}/${id}`;

/** The admin's working copy and publication (`GET /api/admin/news/{id}`). */
export const adminRecordQuery = <R extends PublishedRecord>(config: { adminPath: string }, id: number) =>
  queryOptions({
    queryKey: ['admin', config.adminPath, id] as const,
    queryFn: ({ signal }) => api.get<R>(`${config.adminPath}/${id}`, { signal }),
    staleTime: 0,
  });

/** Newest first. */
export const revisionsQuery = (config: Pick<PublishingConfig, 'basePath'>, id: number) =>
  queryOptions({
    queryKey: [...publishingKey(config, id), 'revisions'] as const,
    queryFn: ({ signal }) => api.get<RevisionList>(`${recordPath(config, id)}/revisions`, { signal }),
  });

/** A revision with its snapshot; a snapshot never changes, so it is read once. */
export const revisionQuery = (config: Pick<PublishingConfig, 'basePath'>, id: number, rev: number) =>
  queryOptions({
    queryKey: [...publishingKey(config, id), 'revision', rev] as const,
    queryFn: ({ signal }) => api.get<RevisionView>(`${recordPath(config, id)}/revisions/${rev}`, { signal }),
    staleTime: Infinity,
  });

export const previewLinksQuery = (config: Pick<PublishingConfig, 'basePath'>, id: number) =>
  queryOptions({
    queryKey: [...publishingKey(config, id), 'preview-links'] as const,
    queryFn: ({ signal }) =>
      api.get<{ items: PreviewLinkView[] }>(`${recordPath(config, id)}/preview-links`, { signal }),
  });

type Target = Pick<PublishingConfig, 'basePath'>;

/** Publishes the working copy; `version` is the one the page shows (409 STALE_VERSION if another save came since). */
export const publishRecord = <R extends PublishedRecord>(config: Target, id: number, version?: number) =>
  api.post<R>(`${recordPath(config, id)}/publish`, version === undefined ? {} : { version });

export const unpublishRecord = <R extends PublishedRecord>(config: Target, id: number) =>
  api.post<R>(`${recordPath(config, id)}/unpublish`, {});

export const scheduleRecord = <R extends PublishedRecord>(config: Target, id: number, body: ScheduleBody) =>
  api.post<R>(`${recordPath(config, id)}/schedule`, body);

export const unscheduleRecord = <R extends PublishedRecord>(config: Target, id: number) =>
  api.delete<R>(`${recordPath(config, id)}/schedule`);

/** Makes the revision's snapshot the working copy (a new draft); the live version stays as it is. */
export const restoreRevision = <R extends PublishedRecord>(config: Target, id: number, rev: number) =>
  api.post<RestoreAnswer<R>>(`${recordPath(config, id)}/revisions/${rev}/restore`, {});

/** The editor's unsaved form, kept as the user's rolling autosave revision. */
export const autosaveRecord = (config: Target, id: number, fields: Record<string, unknown>) =>
  api.put<RevisionSummary>(`${recordPath(config, id)}/autosave`, fields);

export const createPreviewLink = (config: Target, id: number, hours?: number) =>
  api.post<PreviewLinkView>(`${recordPath(config, id)}/preview-links`, hours === undefined ? {} : { hours });

export const revokePreviewLink = (config: Target, id: number, linkId: number) =>
  api.delete<void>(`${recordPath(config, id)}/preview-links/${linkId}`);
