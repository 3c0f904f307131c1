import { Result } from 'antd';

/** Honest placeholder for a back-office module that has not been built yet. */
export function ComingSoon({ title }: { title: string }) {
  return <Result status="info" title="该模块即将上线" subTitle={`${title}功能正在开发中，敬请期待。`} />;
}
