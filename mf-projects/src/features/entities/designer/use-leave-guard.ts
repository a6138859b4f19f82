// Asks before leaving the designer with unsaved changes: in-app navigation (the router's blocker) and closing
// or reloading the tab (beforeunload).
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { App } from '@modelsmith/shared/antd';

export interface LeaveGuard {
  /**
   * Lets the next navigation through: for a page that has just saved and moves on in the same tick, before the
   * render that would see the draft as saved.
   */
  release: () => void;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const { modal } = App.useApp();
  // The blocker reads the latest value, not the one of the render that created its callback.
  const guarding = useRef(dirty);
  useLayoutEffect(() => {
    guarding.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: '离开设计器？',
      content: '有未保存的修改，离开后将丢失。',
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const release = useCallback(() => {
    guarding.current = false;
  }, []);
  return { release };
}
