// Asks before leaving the designer with unsaved changes: in-app navigation (the router's blocker) and closing
// or reloading the tab (beforeunload).
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Modal } from '@modelsmith/shared/antd';

export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    Modal.confirm({
      title: '离开设计器？',
      content: '有未保存的修改，离开后将丢失。',
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
