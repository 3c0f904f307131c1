import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';

export function ProductDetailPage() {
  return (
    <>
      <PageHeader title="产品详情" />
      <Section>
        <EmptyState
          title="暂无产品信息"
          description="该产品的详细信息正在准备中。"
          action={
            <ButtonLink to="/products" variant="secondary">
              返回产品列表
            </ButtonLink>
          }
        />
      </Section>
    </>
  );
}
