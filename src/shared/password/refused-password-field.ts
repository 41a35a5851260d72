import { ApiError } from '@/api/api-error';
import { PASSWORD_RULES } from './password-policy';

/** The password fields of the change-password and reset requests, as the contract names them. */
export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

const PASSWORD_FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** The contract's codes that are about one field (openapi/portal.yaml, `/change-password` and the reset). */
const FIELD_OF_CODE: Readonly<Record<string, PasswordField>> = {
  WRONG_OLD_PASSWORD: 'oldPassword',
  PASSWORD_MISMATCH: 'confirmPassword',
  PASSWORD_REUSED: 'newPassword',
};

const isPasswordField = (value: unknown): value is PasswordField => PASSWORD_FIELDS.includes(value as PasswordField);

/**
 * The field a refused password change or reset is about, so the form says it under that field; undefined for a failure that
 * is no field's (no answer, a server fault, too many attempts), which is the form's alert. The server's `errors`
 * decide when it lists them; else the contract's `code`; from a server that sends neither, an invalid request while
 * the new password breaks a rule of the policy (the contract checks the policy first, so nothing else came before).
 */
export function refusedPasswordField(error: Error, newPassword: string): PasswordField | undefined {
  if (!(error instanceof ApiError) || error.reason !== 'http' || error.status >= 500) return undefined;
  const body = error.body as { errors?: unknown; code?: unknown } | null;
  if (Array.isArray(body?.errors)) {
    return body.errors.map((entry) => (entry as { field?: unknown } | null)?.field).find(isPasswordField);
  }
  if (typeof body?.code === 'string' && body.code !== 'INVALID_REQUEST') return FIELD_OF_CODE[body.code];
  return PASSWORD_RULES.some((rule) => !rule.met(newPassword)) ? 'newPassword' : undefined;
}
