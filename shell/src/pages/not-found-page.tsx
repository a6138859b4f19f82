// /404: where every unknown path ends.
import { useNavigate } from 'react-router-dom';
import { Button, Result } from '@modelsmith/shared/antd';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在。"
      style={{ paddingTop: 96 }}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
