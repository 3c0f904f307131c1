import type { DashboardRecentProduct } from '@site/contracts';
import { Card, Empty, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format-date';
import { UNAVAILABLE } from '../utils/dashboard';
import { RecentList } from './recent-list';

/** The five newest products: each opens its public page in a new tab; 查看全部 opens the products screen. */
export function RecentProducts({ products }: { products: DashboardRecentProduct[] | null }) {
  return (
    <Card title="最新产品" extra={<Link to="/admin/products">查看全部</Link>} style={{ height: '100%' }}>
      {products === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={UNAVAILABLE} />
      ) : (
        <RecentList
          label="最新产品"
          items={products.map((product) => ({
            key: product.id,
            title: (
              <Link to={`/products/${product.id}`} target="_blank" rel="noopener noreferrer">
                {product.name}
              </Link>
            ),
            meta: (
              <>
                <Tag>{product.status}</Tag>
                <Typography.Text type="secondary">
                  {[product.category_name, product.price, formatDateTime(product.created_at)]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </>
            ),
          }))}
          empty="暂无产品"
        />
      )}
    </Card>
  );
}
