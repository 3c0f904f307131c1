import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';

export function ProductsPage() {
  return (
    <>
      <PageHeader title="产品中心">软件自动化与智能硬件产品一览。</PageHeader>
      <Section>
        <EmptyState
          title="暂无产品"
          description="产品目录正在整理中，敬请期待。如需了解产品方案，欢迎与我们联系。"
          action={<ButtonLink to="/contact">联系我们</ButtonLink>}
        />
      </Section>
    </>
  );
}
