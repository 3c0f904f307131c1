import { type MediaUsageSource, referencesOf } from '@site/contracts';

/** A translation's body and working copy, as far as the uploads it shows go. */
export interface TranslatedBody {
  content: string;
  draft: Record<string, unknown> | null;
}

/**
 * The uploads an article shows (cover and pictures in its body), its working copy's and its
 * translations' included: a draft's picture is in use too, so the media library does not offer to
 * delete it.
 */
export function newsUsage(
  id: number,
  row: { title: string; coverImage: string | null; content?: string; draft?: Record<string, unknown> | null } | null,
  translations: TranslatedBody[] = [],
): MediaUsageSource {
  const draft = row?.draft;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    kind: 'news',
    id: String(id),
    label: row?.title ?? '',
    references: row
      ? referencesOf({
          cover_image: [row.coverImage, text(draft?.cover_image)].filter((v): v is string => v !== null),
          content: [
            row.content ?? '',
            text(draft?.content) ?? '',
            ...translations.flatMap((t) => [t.content, text(t.draft?.content) ?? '']),
          ],
        })
      : [],
  };
}
