import { RECOVERY_LIMITS } from '../../constants';

export type RecoveryStep = 'verify-email' | 'verify-code' | 'set-new-password' | 'reset-successful';

export const RECOVERY_STEP_ORDER: readonly RecoveryStep[] = [
  'verify-email',
  'verify-code',
  'set-new-password',
  'reset-successful',
];

/** The forgot-password state (R3.7) plus what the code step counts. */
export interface RecoveryState {
  step: RecoveryStep;
  /** The username or e-mail entered on the first step. */
  username: string;
  /** The masked e-mail the server answered; the reset call sends it back. */
  maskedEmail: string;
  /** When the current code was sent (ms since the epoch): its countdown and the resend wait start here. */
  codeSentAt: number;
  resendsUsed: number;
  attemptsLeft: number;
}

export function initialRecoveryState(overrides: Partial<RecoveryState> = {}): RecoveryState {
  return {
    step: 'verify-email',
    username: '',
    maskedEmail: '',
    codeSentAt: 0,
    resendsUsed: 0,
    attemptsLeft: RECOVERY_LIMITS.initialAttempts,
    ...overrides,
  };
}
