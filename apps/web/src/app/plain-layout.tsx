import { Outlet } from 'react-router';

/** Screens outside the shell (sign-in, the forced steps, not-found) still have one main region. */
export function PlainLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
