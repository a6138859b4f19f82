// Asks before leaving an editor with unsaved changes (the entity designer, the template IDE): in-app navigation
// (the router's blocker) and closing or reloading the tab (beforeunload).
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { App } from '@modelsmith/shared/antd';

export interface LeaveGuard {
  /**
   * Lets the next navigation through: for a page that has just saved and moves on in the same tick (a create
   * opening its edit page), before the render that would see the draft as saved.
   */
  release: () => void;
}

/** `title` asks the question, e.g. 离开设计器？ */
export function useLeaveGuard(dirty: boolean, title: string): LeaveGuard {
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

  // One question per blocked navigation, however often the effect runs while it is open.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title,
      content: '有未保存的修改，离开后将丢失。',
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '继续编辑',
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, title]);

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
