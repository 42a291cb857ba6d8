import { lazy, Suspense, useState } from 'react';
import type { User } from '../../shared/session/current-user';
import { useOffersFreeTrial } from './offers';

const FreeTrialModal = lazy(() =>
  import('./free-trial-modal').then((module) => ({ default: module.FreeTrialModal })),
);

/** The free-trial modal, once per visit of the shell, for users it is offered to. */
export function FreeTrialPrompt({ user }: { user: User }) {
  const offered = useOffersFreeTrial(user);
  const [open, setOpen] = useState(true);
  if (!offered || !open) return null;
  return (
    <Suspense fallback={null}>
      <FreeTrialModal open onOpenChange={setOpen} />
    </Suspense>
  );
}
