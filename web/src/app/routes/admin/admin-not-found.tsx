import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../layouts/admin/admin-page';

export function AdminNotFoundPage() {
  const navigate = useNavigate();
  return (
    <AdminPage title="页面未找到">
      <Result
        status="404"
        title="页面未找到"
        subTitle="该后台页面不存在。"
        extra={
          <Button type="primary" onClick={() => void navigate('/admin/dashboard')}>
            返回仪表盘
          </Button>
        }
      />
    </AdminPage>
  );
}
