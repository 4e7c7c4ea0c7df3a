import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createTestQueryClient, TestProviders } from '@/test/render';
import { AuthModals } from './components/auth-modals';
import { CheckEmailPage } from './pages/check-email-page';
import { ImpersonatePage } from './pages/impersonate-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { VerifyPage } from './pages/verify-page';

/** Test helpers of the auth feature: a router around the screens (the fake API is in @/test/api-stub). */

export { apiError, data, stubApi, visitor, type ApiCall } from '@/test/api-stub';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function Layout() {
  return (
    <>
      <Outlet />
      <Where />
      <AuthModals />
    </>
  );
}

/** The auth screens inside a memory router and StrictMode, as the app renders them. */
export function renderAuth(path = '/') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Portada</h1> },
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { path: '/backoffice', element: <h1>Back office</h1> },
          { path: '/legal', element: <h1>Legal</h1> },
          { path: '/sponsorship/join', element: <h1>Únete</h1> },
          { path: '/check-email', element: <CheckEmailPage /> },
          { path: '/login/verify', element: <VerifyPage /> },
          { path: '/login/reset-password', element: <ResetPasswordPage /> },
          { path: '/login/impersonate', element: <ImpersonatePage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <StrictMode>
      <TestProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </TestProviders>
    </StrictMode>,
  );
  return { ...result, router, queryClient };
}
