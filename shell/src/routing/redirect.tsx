// The shell's fixed redirects (an unknown path → /404): a <Navigate> that navigates again on every path change.
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * A <Navigate> navigates when it mounts or its target changes. React may render two path changes at once (the
 * one this redirect made and the user's next one, to another path that leads to the same redirect): the same
 * Navigate would stay mounted and not navigate again. Each location mounts its own.
 */
export function Redirect({ to }: { to: string }) {
  const location = useLocation();
  // The location object is new for every navigation (its key is not: entries pushed outside the router all
  // have the key "default").
  const [seen, setSeen] = useState({ location, serial: 0 });
  let { serial } = seen;
  if (seen.location !== location) {
    serial += 1;
    setSeen({ location, serial });
  }
  return <Navigate key={serial} to={to} replace />;
}
