import { installmentJob } from '../modules/installments/installment-billing';
import { cardCheckVoidJob } from '../modules/payments/checkout';
import { sandboxExpiryJob } from '../modules/payments/sandbox-expiry.job';
import { reminderJob } from '../modules/reminders/reminder.job';
import { renewalJob } from '../modules/subscriptions/subscription-billing';
import type { AnyJobKind } from './job-kind';

/** Every kind of scheduled work the API runs; a kind missing here is never picked up. */
export const JOB_KINDS: AnyJobKind[] = [
  reminderJob,
  renewalJob,
  installmentJob,
  sandboxExpiryJob,
  cardCheckVoidJob,
];
