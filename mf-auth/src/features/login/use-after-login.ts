// The step every successful login takes: greet, then go where the user wanted to be.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { App } from '@modelsmith/shared/antd';
import { readRedirect } from '@modelsmith/shared/session';

export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { message } = App.useApp();
  return () => {
    void message.success('登录成功');
    navigate(readRedirect(searchParams.get('redirect')), { replace: true });
  };
}
