// Connects the page to the HTTP layer and the session: antd App messages for both, and the router's
// navigation for the session's way to /login (rendered inside the router and the antd App).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { App } from '@modelsmith/shared/antd';
import { configureHttp } from '@modelsmith/shared/http';
import { configureSessionNavigation } from '@modelsmith/shared/session';

export function HttpBridge() {
  const navigate = useNavigate();
  const { message } = App.useApp();

  useEffect(() => {
    configureHttp({
      notify: {
        error: (text) => void message.error(text),
        warning: (text) => void message.warning(text),
      },
    });
    configureSessionNavigation((to, options) => void navigate(to, options));
  }, [navigate, message]);

  return null;
}
