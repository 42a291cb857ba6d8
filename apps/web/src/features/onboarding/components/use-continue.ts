import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';

/** A forced step is done: on to the homepage, where the guards send the user to the next step
 * if one is left. */
export function useContinue(): () => void {
  const navigate = useNavigate();
  return useCallback(() => navigate(paths.home.href(), { replace: true }), [navigate]);
}
