import type { CookieSettings } from '@platform/contracts/cookies';
import type { CookiePolicy } from '@platform/domain/constants/cookies';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { Switch } from '../../../shared/ui/switch';
import styles from './cookies.module.css';

/** A switch per category; essential cookies are always on (spec section 4). With `locked` every
 * switch only shows the policy (a domain that asks for no consent). */
export function CookieCategoriesForm({
  items,
  policy,
  locked = false,
  saveLabel,
  onSave,
}: {
  items: CookieSettings['items'];
  policy: CookiePolicy;
  locked?: boolean;
  saveLabel: string;
  onSave(policy: CookiePolicy): void;
}) {
  const [choice, setChoice] = useState<CookiePolicy>(policy);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choice);
      }}
    >
      <div className={styles.switches}>
        {items.map((item) => {
          const essential = item.code === 'essential';
          return (
            <Switch
              key={item.code}
              label={item.title}
              description={item.description}
              checked={essential || choice[item.code]}
              disabled={essential || locked}
              onCheckedChange={(on) => setChoice((current) => ({ ...current, [item.code]: on }))}
            />
          );
        })}
      </div>
      {locked ? null : (
        <div className={styles.formActions}>
          <Button type="submit">{saveLabel}</Button>
        </div>
      )}
    </form>
  );
}
