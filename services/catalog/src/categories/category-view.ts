import { byTranslatedLocale, type CategoryAdminView, type CategoryView } from '@site/contracts';
import type { CategoryEntity } from './category.entity';
import type { CategoryTranslationEntity } from './category-translation.entity';

export const toCategoryView = (c: CategoryEntity): CategoryView => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  parent_id: c.parentId,
  type: c.type,
  created_at: c.createdAt.toISOString(),
});

/** `translations`: any category's; this category's are picked out. */
export function toCategoryAdminView(c: CategoryEntity, translations: CategoryTranslationEntity[]): CategoryAdminView {
  const own = translations.filter((t) => t.categoryId === c.id);
  const versionIn = (locale: string) => {
    const version = own.find((t) => t.locale === locale);
    return version ? { name: version.name, slug: version.slug } : null;
  };
  return {
    ...toCategoryView(c),
    translations: byTranslatedLocale(versionIn),
  };
}
