import type { DashboardRecentNews } from '@site/contracts';
import { Card, Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date';
import { UNAVAILABLE } from '../utils/dashboard';
import { RecentList } from './recent-list';

/** The five newest articles: each opens its editor; 查看全部 opens the news screen. */
export function RecentNews({ news }: { news: DashboardRecentNews[] | null }) {
  return (
    <Card title="最新新闻" extra={<Link to="/admin/news">查看全部</Link>} style={{ height: '100%' }}>
      {news === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={UNAVAILABLE} />
      ) : (
        <RecentList
          label="最新新闻"
          items={news.map((article) => ({
            key: article.id,
            title: <Link to={`/admin/news/edit/${article.id}`}>{article.title}</Link>,
            meta: (
              <Typography.Text type="secondary">
                {[article.category_name, article.author, formatDateTime(article.date), `${article.views} 次浏览`]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            ),
          }))}
          empty="暂无新闻"
        />
      )}
    </Card>
  );
}
