/**
 * The password policy, written once (R5.2, R9.5): the rules that change password and recovery's "Set
 * New Password" list, and that their checklist ticks as they are met. The server enforces them (R5.2:
 * no client check blocks a submit); here they only say, as the person types, which are met.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*_';

/** The special characters as the instructions write them: "! @ # $ % ^ & * _". */
const SPECIAL_CHARACTER_SET = [...PASSWORD_SPECIAL_CHARACTERS].join(' ');

export interface PasswordRule {
  /** As the checklist writes it (the instructions of R5.2). */
  text: string;
  /** The end of `text` that is one thing, never broken across lines: the special characters' set. */
  together?: string;
  met: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { text: '8 to 16 characters', met: (password) => password.length >= 8 && password.length <= 16 },
  { text: 'at least 1 uppercase letter', met: (password) => /[A-Z]/.test(password) },
  { text: 'at least 1 lowercase letter', met: (password) => /[a-z]/.test(password) },
  { text: 'at least 1 number', met: (password) => /[0-9]/.test(password) },
  {
    text: `at least 1 special character from ${SPECIAL_CHARACTER_SET}`,
    together: SPECIAL_CHARACTER_SET,
    met: (password) => [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  },
];

export const PASSWORD_CHECKLIST_TITLE = 'The new password must have:';
