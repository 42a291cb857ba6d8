import { TRIAL_MODAL_DELAY_MS } from '@platform/domain/constants/shell';
import { lazy, Suspense } from 'react';
import { useOffersFreeTrial } from './offers';
import { type PromptVisit, usePromptWhenFree } from './prompt-when-free';
import { trialModalSchedule } from './trial-schedule';

const FreeTrialModal = lazy(() =>
  import('./free-trial-modal').then((module) => ({ default: module.FreeTrialModal })),
);

/** The free-trial offer, at every width, for learners it holds for, when its schedule says it is
 * due: 2 s after the shell loads, never over a playing lesson or an open dialog, nor in a visit
 * the QR invitation took (usePromptWhenFree). Closing it puts it off for a week. */
export function FreeTrialPrompt({ visit }: { visit: PromptVisit }) {
  const offered = useOffersFreeTrial(trialModalSchedule.isDue(Date.now()));
  const [open, close] = usePromptWhenFree(offered, visit, TRIAL_MODAL_DELAY_MS);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FreeTrialModal
        open
        onOpenChange={(next) => {
          if (next) return;
          trialModalSchedule.closed(Date.now());
          close();
        }}
      />
    </Suspense>
  );
}
