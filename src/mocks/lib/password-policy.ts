/**
 * The password policy of the contract: 8 to 16 characters, at least one uppercase letter, one
 * lowercase letter, one digit and one of `! @ # $ % ^ & * _`, and nothing but ASCII letters, digits
 * and those specials.
 */
export const PASSWORD_POLICY = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[!@#$%^&*_])[A-Za-z0-9!@#$%^&*_]{8,16}$/;

export function meetsPasswordPolicy(password: string): boolean {
  return PASSWORD_POLICY.test(password);
}
