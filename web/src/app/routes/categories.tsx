import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';

export function CategoriesPage() {
  return (
    <>
      <PageHeader title="分类管理" />
      <Section>
        <EmptyState title="暂无分类" description="分类数据正在准备中。" />
      </Section>
    </>
  );
}
