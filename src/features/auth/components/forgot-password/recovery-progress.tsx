import { Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { RECOVERY_STEPS } from '../../constants';
import classes from './recovery-progress.module.css';

type StepState = 'done' | 'current' | 'upcoming';

/**
 * Where the user is among the four recovery steps. A plain ordered list with `aria-current="step"`:
 * the steps are not buttons, because the user cannot jump between them.
 */
export function RecoveryProgress({ active }: { active: number }) {
  return (
    <ol className={classes.list} aria-label="Password recovery steps">
      {RECOVERY_STEPS.map((label, index) => {
        const state: StepState = index < active ? 'done' : index === active ? 'current' : 'upcoming';
        return (
          <li
            key={label}
            className={classes.item}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <ThemeIcon
              radius="xl"
              size={28}
              color={state === 'done' ? 'teal.8' : state === 'current' ? 'blue.8' : 'gray'}
              variant={state === 'upcoming' ? 'light' : 'filled'}
              aria-hidden
            >
              {state === 'done' ? (
                <IconCheck size={16} />
              ) : (
                <Text span size="xs" fw={700}>
                  {index + 1}
                </Text>
              )}
            </ThemeIcon>
            <Text
              className={classes.label}
              size="xs"
              fw={state === 'current' ? 700 : 500}
              c={state === 'upcoming' ? 'dimmed' : undefined}
            >
              {label}
              {state === 'done' && <VisuallyHidden> (completed)</VisuallyHidden>}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}
