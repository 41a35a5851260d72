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
        // Reaching the last step ("Reset Successful") is the end of the flow: it shows as done, not "4".
        const shownDone = state === 'done' || (state === 'current' && index === RECOVERY_STEPS.length - 1);
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
              color={shownDone ? 'teal.8' : state === 'current' ? 'blue.8' : 'gray'}
              // An upcoming step is an outlined circle on the surface (the light variant was a near-black
              // disc in dark).
              variant={state === 'upcoming' ? 'default' : 'filled'}
              aria-hidden
            >
              {shownDone ? (
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
