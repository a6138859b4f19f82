import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderInApp } from '@modelsmith/shared/testing';
import { Redirect } from './redirect';

test('an unknown path that comes before the last redirect to /404 rendered is redirected again', async () => {
  const router = createMemoryRouter(
    [
      { path: '/404', element: <p>页面不存在</p> },
      { path: '*', element: <Redirect to="/404" /> },
    ],
    { initialEntries: ['/no/such/page'] },
  );
  // The redirect of /no/such/page has changed the address but React has not rendered /404 yet when the
  // user opens another unknown path: React renders both changes at once, on the same route element.
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname !== '/404') return;
    unsubscribe();
    void router.navigate('/another/unknown');
  });
  renderInApp(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  expect(await screen.findByText('页面不存在')).toBeInTheDocument();
});
