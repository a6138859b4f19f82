// A route's page loaded only when the route is shown: what every remote's routes.tsx is made of.
import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingState } from './states';

export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
