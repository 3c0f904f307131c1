import type { CategoryView } from '@site/contracts';
import type { CategoryEntity } from './category.entity';

export const toCategoryView = (c: CategoryEntity): CategoryView => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  parent_id: c.parentId,
  type: c.type,
  created_at: c.createdAt.toISOString(),
});
