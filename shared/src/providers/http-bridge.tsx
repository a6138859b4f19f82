// Connects the HTTP layer to the router's navigation and the antd App messages (inside both).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { App } from '@modelsmith/shared/antd';
import { configureHttp } from '@modelsmith/shared/http';

export function HttpBridge() {
  const navigate = useNavigate();
  const { message } = App.useApp();

  useEffect(() => {
    configureHttp({
      navigate: (to) => navigate(to),
      notify: {
        error: (text) => void message.error(text),
        warning: (text) => void message.warning(text),
      },
    });
  }, [navigate, message]);

  return null;
}
