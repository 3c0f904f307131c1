import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';

export function NewsDetailPage() {
  return (
    <>
      <PageHeader title="新闻详情" />
      <Section>
        <EmptyState
          title="暂无内容"
          description="这篇文章正在准备中。"
          action={
            <ButtonLink to="/news" variant="secondary">
              返回新闻列表
            </ButtonLink>
          }
        />
      </Section>
    </>
  );
}
