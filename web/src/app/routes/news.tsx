import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';

export function NewsPage() {
  return (
    <>
      <PageHeader title="帮助中心">产品使用指南、常见问题与公司动态。</PageHeader>
      <Section>
        <EmptyState title="暂无新闻" description="帮助文章与新闻正在准备中，敬请期待。" />
      </Section>
    </>
  );
}
