import { Alert } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isAdminLoggedIn, readAdminUser } from '../../features/auth/utils/admin-session';
import { canWrite } from '../../features/auth/utils/permissions';
import { CategoriesScreen } from '../../features/categories/components/categories-screen';
import { AntdRoot } from './admin/antd-root';

/** The admin categories screen under the public layout; loaded lazily, so antd stays out of the public entry. */
export default function CategoriesManager() {
  // Writes need a back-office session: visitors and viewers read only (the server checks again).
  const [user] = useState(() => (isAdminLoggedIn() ? readAdminUser() : null));
  const canEdit = user !== null && canWrite(user.role, 'categories');
  const notice = (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={user ? '您的角色只能查看分类，不能修改。' : '当前为只读模式'}
      description={
        user ? undefined : (
          <>
            添加、修改或删除分类需要 <Link to="/admin/login">登录后台</Link>（编辑或管理员）。
          </>
        )
      }
    />
  );
  return (
    <AntdRoot>
      <CategoriesScreen canEdit={canEdit} readOnlyNotice={notice} />
    </AntdRoot>
  );
}
