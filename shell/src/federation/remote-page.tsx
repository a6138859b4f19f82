// A remote's slot in the shell: loads the remote's route table on first use, renders the route that
// matches, and keeps a failure inside this slot (模块加载失败 + 重试) while the rest of the site works.
import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { Button, Result } from '@modelsmith/shared/antd';
import { LoadingState } from '@modelsmith/shared/ui';
import { Redirect } from '../routing/redirect';
import type { RemoteName } from '../routing/route-table';
import { forgetRemote, RemoteLoadError, remoteRouteTable } from './remote-registry';

export const MSG_REMOTE_LOAD_FAILED = '模块加载失败';
export const MSG_REMOTE_CRASHED = '页面出错了';

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const routes = use(remoteRouteTable(remote));
  const location = useLocation();
  const match = matchRoutes(routes, location)?.at(-1);
  if (!match) return <Redirect to="/404" />;
  return <>{match.route.element}</>;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Tells "could not load" (the remote is unreachable) from "crashed" (its page threw while rendering). */
class RemoteBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const unreachable = error instanceof RemoteLoadError;
    return (
      <Result
        status={unreachable ? 'warning' : 'error'}
        title={unreachable ? MSG_REMOTE_LOAD_FAILED : MSG_REMOTE_CRASHED}
        subTitle={
          unreachable
            ? '这部分功能暂时无法访问，其他页面不受影响。请稍后重试。'
            : '页面运行时出现错误，请重试；若仍失败请联系管理员。'
        }
        extra={
          <Button type="primary" onClick={this.props.onRetry}>
            重试
          </Button>
        }
      />
    );
  }
}

export function RemotePage({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteBoundary key={`${remote}:${pathname}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<LoadingState tip="正在加载模块…" />}>
        <RemoteRoutes remote={remote} />
      </Suspense>
    </RemoteBoundary>
  );
}
