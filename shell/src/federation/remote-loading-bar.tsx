// A thin bar along the top of the window while a remote's code is being fetched.
import { useSyncExternalStore } from 'react';
import { theme } from '@modelsmith/shared/antd';
import { isRemoteLoading, subscribeRemoteLoading } from './remote-registry';

const KEYFRAMES =
  '@keyframes modelsmith-remote-loading{0%{left:-35%;width:35%}60%{left:100%;width:60%}100%{left:100%;width:0}}';

export function RemoteLoadingBar() {
  const active = useSyncExternalStore(subscribeRemoteLoading, isRemoteLoading, () => false);
  const { token } = theme.useToken();
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label="正在加载模块"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 2000, overflow: 'hidden' }}
    >
      <style>{KEYFRAMES}</style>
      <div
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          background: token.colorPrimary,
          animation: 'modelsmith-remote-loading 1.2s ease-in-out infinite',
        }}
      />
    </div>
  );
}
