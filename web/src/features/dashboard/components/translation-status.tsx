import { useQuery } from '@tanstack/react-query';
import { LOCALE_LABEL, TRANSLATED_KIND_LABELS, TRANSLATED_LOCALES } from '@site/contracts';
import { Card, Progress, Space, Typography } from 'antd';
import { translationStatusQuery } from '../api/dashboard';
import { serviceLabel } from '../utils/dashboard';

/** What is not yet translated, per kind and language: the English site's to-do list. */
export function TranslationStatus() {
  const { data, isError } = useQuery(translationStatusQuery);
  return (
    <Card title="翻译进度" size="small" role="group" aria-label="翻译进度">
      {isError && <Typography.Text type="secondary">翻译进度暂不可用</Typography.Text>}
      {data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {data.items.flatMap((item) =>
            TRANSLATED_LOCALES.map((locale) => {
              const missing = item.missing[locale];
              const done = item.total - missing;
              const label = `${TRANSLATED_KIND_LABELS[item.kind]}（${LOCALE_LABEL[locale]}）`;
              return (
                <div key={`${item.kind}-${locale}`}>
                  <Typography.Text>
                    {label}：{missing > 0 ? `${missing} 个未翻译` : '已全部翻译'}（共 {item.total} 个）
                  </Typography.Text>
                  <Progress
                    percent={item.total ? Math.floor((done / item.total) * 100) : 100}
                    size="small"
                    aria-label={`${label}已翻译比例`}
                  />
                </div>
              );
            }),
          )}
          {data.unavailable.length > 0 && (
            <Typography.Text type="secondary">
              {data.unavailable.map(serviceLabel).join('、')}服务未响应，部分数据暂缺
            </Typography.Text>
          )}
        </Space>
      )}
    </Card>
  );
}
