import type { TopPage } from '@site/contracts';
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { formatCount, sitePath } from '../utils/analytics-format';
import styles from './analytics-screen.module.css';

const COLUMNS: TableColumnsType<TopPage & { rank: number }> = [
  { key: 'rank', title: '排名', dataIndex: 'rank', width: 72 },
  {
    key: 'page_url',
    title: '页面',
    dataIndex: 'page_url',
    render: (url: string) => {
      const path = sitePath(url);
      return path ? (
        <Typography.Link href={path} target="_blank" rel="noopener noreferrer">
          {url}
        </Typography.Link>
      ) : (
        <Typography.Text>{url}</Typography.Text>
      );
    },
  },
  { key: 'views', title: '浏览量', dataIndex: 'views', align: 'right', render: formatCount },
];

/** The most viewed pages of the period, most first. */
export function TopPagesCard({ pages, loading }: { pages: readonly TopPage[] | undefined; loading: boolean }) {
  return (
    <Card title="热门页面" loading={loading && pages === undefined} className={styles.card}>
      <Table
        aria-label="热门页面"
        size="small"
        rowKey="page_url"
        columns={COLUMNS}
        dataSource={(pages ?? []).map((page, index) => ({ ...page, rank: index + 1 }))}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
      />
    </Card>
  );
}
