import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { config } from '@/config';
import { AUTH_TEXT, RECOVERY_LIMITS, RECOVERY_STEPS } from '../../constants';
import { RecoveryProgress } from './recovery-progress';
import progressClasses from './recovery-progress.module.css';
import { initialRecoveryState, RECOVERY_STEP_ORDER, type RecoveryState } from './recovery-state';
import { ResetSuccessfulStep } from './reset-successful-step';
import { SetNewPasswordStep } from './set-new-password-step';
import { VerifyCodeStep } from './verify-code-step';
import { VerifyEmailStep } from './verify-email-step';

export interface ForgotPasswordFlowProps {
  /** Starts the flow elsewhere than step 1 (stories and tests). */
  initialState?: Partial<RecoveryState>;
}

/**
 * The forgot-password screen (R2.12, R4.7-R4.10): Verify Email, Verify Code, Set New Password,
 * Reset Successful, in that order, with "Back to login" on every step.
 */
export function ForgotPasswordFlow({ initialState }: ForgotPasswordFlowProps) {
  const [state, setState] = useState(() => initialRecoveryState(initialState));
  const update = (patch: Partial<RecoveryState>) => setState((current) => ({ ...current, ...patch }));
  const stepIndex = RECOVERY_STEP_ORDER.indexOf(state.step);
  const stepTitle = RECOVERY_STEPS[stepIndex] ?? RECOVERY_STEPS[0];

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  return (
    <Stack gap="lg">
      <RecoveryProgress active={stepIndex} />

      <Title order={2} ref={headingRef} tabIndex={-1} className={progressClasses.stepHeading}>
        {stepTitle}
      </Title>

      {state.step === 'verify-email' && (
        <VerifyEmailStep
          defaultUsername={state.username}
          onCodeSent={(username, maskedEmail) =>
            setState(initialRecoveryState({ step: 'verify-code', username, maskedEmail, codeSentAt: Date.now() }))
          }
        />
      )}
      {state.step === 'verify-code' && (
        <VerifyCodeStep
          state={state}
          onResent={(sentAt) =>
            setState((current) => ({ ...current, codeSentAt: sentAt, resendsUsed: current.resendsUsed + 1 }))
          }
          onResendLimitReached={() => update({ resendsUsed: RECOVERY_LIMITS.maxResends })}
          onAttemptsLeft={(attemptsLeft) => update({ attemptsLeft })}
          onVerified={() => update({ step: 'set-new-password' })}
          onStartAgain={() => setState(initialRecoveryState({ username: state.username }))}
        />
      )}
      {state.step === 'set-new-password' && (
        <SetNewPasswordStep maskedEmail={state.maskedEmail} onReset={() => update({ step: 'reset-successful' })} />
      )}
      {state.step === 'reset-successful' && <ResetSuccessfulStep username={state.username} />}
      {state.step === 'verify-email' && (
        <Text size="sm" c="dimmed" data-no-account-yet>
          {AUTH_TEXT.noAccountYet(config.companyName)}
        </Text>
      )}

      <Group justify="center">
        <Anchor component={Link} to="/login" size="sm" c="var(--portal-color-link-text)" replace>
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {AUTH_TEXT.backToLogin}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
