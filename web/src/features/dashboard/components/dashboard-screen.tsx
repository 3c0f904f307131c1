import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Spin, Statistic } from 'antd';
import { dashboardQuery } from '../api/dashboard';
import { UNAVAILABLE, dashboardFailure, serviceLabel, statCards } from '../utils/dashboard';
import { MailFailures } from './mail-failures';
import { RecentNews } from './recent-news';
import { RecentProducts } from './recent-products';
import { SystemStatus } from './system-status';
import { TranslationStatus } from './translation-status';
import styles from './dashboard.module.css';

/**
 * Dashboard: five figures, the newest products and news, and the state of every service; for
 * admins, also the mails that did not go out.
 */
export function DashboardScreen({ isAdmin = false }: { isAdmin?: boolean }) {
  const query = useQuery(dashboardQuery);
  const data = query.data;

  if (query.isPending) {
    return (
      <div className={styles.loading}>
        <Spin size="large" description="正在加载仪表盘..." />
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={dashboardFailure(query.error)}
          action={
            <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {data && data.unavailable.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`部分数据${UNAVAILABLE}：${data.unavailable.map(serviceLabel).join('、')}服务未响应`}
        />
      )}
      {isAdmin && <MailFailures />}
      {data && (
        <>
          <Row gutter={[16, 16]}>
            {statCards(data.stats).map((card) => (
              <Col key={card.title} xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
                <Card role="group" aria-label={card.title} className={styles.card}>
                  <Statistic
                    title={card.title}
                    value={card.value ?? UNAVAILABLE}
                    styles={card.value === null ? { content: { fontSize: 20, opacity: 0.6 } } : undefined}
                  />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <RecentProducts products={data.recentProducts} />
            </Col>
            <Col xs={24} lg={12}>
              <RecentNews news={data.recentNews} />
            </Col>
          </Row>
          <SystemStatus status={data.systemStatus} />
          <TranslationStatus />
        </>
      )}
    </div>
  );
}
