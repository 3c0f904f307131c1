import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';

export function DownloadPage() {
  return (
    <>
      <PageHeader title="APP下载">扫码或点击下载，随时随地管理你的自动化设备与任务。</PageHeader>
      <Section>
        <EmptyState title="暂无可下载的版本" description="APP 下载信息正在准备中，敬请期待。" />
      </Section>
    </>
  );
}
